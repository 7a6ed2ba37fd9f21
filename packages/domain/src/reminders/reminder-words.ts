import type { Language } from '../config.ts';
import { translate } from '../i18n/catalogue.ts';
import { type CurrencyCode, formatMoney } from '../money.ts';
import { formatCalendarDay } from '../time.ts';
import { daysBetween } from './reminder.rules.ts';

/** What a reminder is about: one instalment of one product, what is left to pay of it and where to pay it. */
export interface InstalmentReminder {
  product: string;
  instalmentNumber: number;
  dueDate: string;
  owedCents: bigint;
  currency: string;
  /** the absolute address of the payment page (the e-mail and SMS leave the portal) */
  payUrl: string;
}

/**
 * The words of a reminder in one language, chosen by the day it is read rather than its stage: a stage sent a
 * day late (after a night or an outage) still tells the truth ("was due on 05/12/2026").
 */
export function reminderWords(language: Language, reminder: InstalmentReminder, today: string) {
  const days = daysBetween(reminder.dueDate, today);
  const kind = days < 0 ? 'before' : days === 0 ? 'today' : 'overdue';
  const params = {
    number: reminder.instalmentNumber,
    product: reminder.product,
    amount: formatMoney({ cents: reminder.owedCents, currency: reminder.currency as CurrencyCode }, language),
    date: formatCalendarDay(reminder.dueDate),
  };
  const title = translate(language, `reminders.${kind}.title`);
  const text = translate(language, `reminders.${kind}.text`, params);
  const payLine = translate(language, 'reminders.payLink', { link: reminder.payUrl });
  return {
    title,
    /** the portal notification's text: the notification itself opens the payment */
    text,
    sms: `${text} ${payLine}`,
    mailBody: `${text}\n\n${payLine}\n\n${translate(language, 'reminders.mailClosing')}`,
  };
}
