import type { Language } from '../config.ts';
import { translate } from '../i18n/catalogue.ts';
import { type CurrencyCode, formatMoney } from '../money.ts';

/**
 * The acts a person is sent a confirmation of (docs/decisions/0026): a payment (an instalment or a fee), a
 * subscription's charge, a pre-reservation, its reservation and purchase, a cabin booking, a refund.
 */
export const CONFIRMED_ACTS = [
  'payment',
  'subscription',
  'prereservation',
  'reservation',
  'purchase',
  'cabin',
  // Money given back (docs/decisions/0043): given back at once, or owed until the bank confirms its transfer.
  'refund',
  'refundOwed',
] as const;
export type ConfirmedAct = (typeof CONFIRMED_ACTS)[number];

/** What a confirmation says, whatever the language: the act, its number, the amount and what it was for. */
export interface Confirmation {
  act: ConfirmedAct;
  /** the receipt number of a payment; the pre-reservation's, contract's or booking's number otherwise */
  reference: string;
  amountCents: bigint;
  /** the product's own currency: a lot in bolivianos is confirmed in bolivianos */
  currency: string;
  /** the product as the person knows it ("Lote 7, Manzano 12 — Urbanización Las Palmeras") */
  product: string;
}

/** The words of one confirmation in one language: the notification's title and text, the e-mail's body. */
export interface ConfirmationWords {
  title: string;
  text: string;
  mailBody: string;
}

/** The amount as people read it in their language, in the product's currency ("US$ 1.234,50" in Spanish). */
export const confirmedAmount = (language: Language, cents: bigint, currency: string) =>
  formatMoney({ cents, currency: currency as CurrencyCode }, language);

export function confirmationWords(language: Language, confirmation: Confirmation): ConfirmationWords {
  const { act, reference, product } = confirmation;
  const amount = confirmedAmount(language, confirmation.amountCents, confirmation.currency);
  const title = translate(language, `confirmations.${act}.title`);
  const text = translate(language, `confirmations.${act}.text`, { amount, product, reference });
  return { title, text, mailBody: `${text}\n\n${translate(language, 'confirmations.mailClosing')}` };
}
