import { FALLBACK_LANGUAGE, type Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { instalmentPaymentLink, isQuietHour } from '@vo/domain/reminders/reminder.rules';
import { reminderWords } from '@vo/domain/reminders/reminder-words';
import type { ReminderChannel, ReminderStage } from '@vo/domain/reminders/reminders-config';
import { businessDateOf } from '@vo/domain/time';
import type { OutgoingMessage } from '../../adapters/messaging/message-sender.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { notifyPerson } from '../notifications/index.ts';
import { channelsOf, claimReminder, lockOwedInstalment, pushTokensOf } from './reminders.repo.ts';

/** Where the portal is reached from an e-mail or SMS when PUBLIC_URL is not given (the README's default). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * Sends one stage of one instalment's reminder in one transaction (docs/decisions/0063): the instalment locked
 * and still owed, the (instalment, stage) row claimed, then the e-mail, SMS, portal notification and pushes the
 * person keeps on, in her stored language. Answers whether it was sent: false when paid, already sent by
 * another instance or run, or the night has come meanwhile. `at`: the operator's chosen instant, else now; it
 * decides the quiet hours and the words ("is due today"), while what is written is stamped with the real time
 * it was written, so a sweep "as of" another day never dates a message or a notice in the future or the past.
 */
export async function sendReminder(
  deps: AppDeps,
  instalmentId: number,
  stage: ReminderStage,
  at?: Date,
): Promise<boolean> {
  const now = deps.clock.now();
  const asOf = at ?? now;
  if (isQuietHour(asOf)) return false;
  return runTransaction(deps.db, async (tx) => {
    const instalment = await lockOwedInstalment(tx, instalmentId);
    if (!instalment) return false;
    const wanted = await channelsOf(tx, instalment.userId);
    const tokens = wanted.push && deps.push ? await pushTokensOf(tx, instalment.userId) : [];
    const channels: ReminderChannel[] = [];
    if (wanted.email && instalment.email) channels.push('email');
    if (wanted.sms && instalment.phone) channels.push('sms');
    if (wanted.portal) channels.push('portal');
    if (tokens.length > 0) channels.push('push');
    const claim = { instalmentId, stage, userId: instalment.userId, channels };
    // Claimed even when every channel is off: the stage is done, not waiting for a channel to come back.
    if (!(await claimReminder(tx, claim, now))) return false;

    const language: Language = isLanguage(instalment.language) ? instalment.language : FALLBACK_LANGUAGE;
    const link = instalmentPaymentLink(instalment.productId, instalment.number);
    const payUrl = `${(deps.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '')}${link}`;
    const words = reminderWords(
      language,
      { ...instalment, instalmentNumber: instalment.number, payUrl },
      businessDateOf(asOf),
    );
    // The subject names the contract's instalment, so staff find a reminder in the outbox among the receipts.
    const subject = `${words.title} · ${instalment.product} · ${instalment.number}`;
    const messages: OutgoingMessage[] = [];
    if (channels.includes('email'))
      messages.push({ channel: 'email', recipient: instalment.email!, subject, body: words.mailBody });
    if (channels.includes('sms'))
      messages.push({ channel: 'sms', recipient: instalment.phone!, subject, body: words.sms });
    await deps.messaging.enqueue(tx, messages, now);
    for (const token of tokens)
      await deps.push!.enqueue(tx, { token, title: words.title, body: words.text, link }, now);
    if (channels.includes('portal'))
      await notifyPerson(
        deps,
        tx,
        instalment.userId,
        { type: NotificationType.notification, title: words.title, body: words.text, link },
        now,
      );
    return true;
  });
}
