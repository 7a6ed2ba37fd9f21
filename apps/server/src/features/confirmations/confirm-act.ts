import { FALLBACK_LANGUAGE, type Language } from '@vo/domain/config';
import { type Confirmation, confirmationWords } from '@vo/domain/confirmations/confirmation.rules';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import type { OutgoingMessage } from '../../adapters/messaging/message-sender.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notifyPerson } from '../notifications/index.ts';
import { contactOf } from './confirmations.repo.ts';

/**
 * Who is told: a person of the portal (their stored e-mail, phone and language), and/or the e-mail and phone
 * given for them in the act itself (a pre-reservation's buyer, who may have no account yet).
 */
export interface ConfirmationRecipient {
  userId: number | null;
  email?: string | null;
  phone?: string | null;
  /** the portal page the act is about, opened from their notification (only the person's own page) */
  link?: string;
  /** the language given for them in the act (a buyer's), for a person with none stored */
  language?: Language;
  /** their stored contact, when the act read it already (withStoredContact); else confirmAct reads it */
  stored?: Awaited<ReturnType<typeof contactOf>>;
}

/**
 * The recipient with their stored contact read now: an act that takes a busy lock (a payment, its company's
 * receipt counter) reads it first, so the lock does not wait on that round trip (docs/decisions/0072).
 */
export async function withStoredContact(tx: Tx, to: ConfirmationRecipient): Promise<ConfirmationRecipient> {
  if (to.userId === null || to.stored !== undefined) return to;
  return { ...to, stored: await contactOf(tx, to.userId) };
}

/**
 * Writes the confirmation of an act in the act's own transaction (docs/decisions/0026): an e-mail when the
 * person has an address, an SMS when a phone, and a portal notification when they have an account, all in
 * their stored language (else the one given for them in the act, else English). A refused act rolls it
 * back with everything else; a replayed one (runOnce) never runs it again. The notification is pushed to
 * their open pages once the transaction commits.
 */
export async function confirmAct(
  tx: Tx,
  deps: AppDeps,
  to: ConfirmationRecipient,
  confirmation: Confirmation,
): Promise<void> {
  const now = deps.clock.now();
  const { stored } = await withStoredContact(tx, to);
  const language: Language = isLanguage(stored?.language) ? stored.language : (to.language ?? FALLBACK_LANGUAGE);
  const words = confirmationWords(language, confirmation);
  const email = to.email || stored?.email;
  const phone = to.phone || stored?.phone;
  const subject = `${words.title} · ${confirmation.reference}`;
  const messages: OutgoingMessage[] = [];
  if (email) messages.push({ channel: 'email', recipient: email, subject, body: words.mailBody });
  if (phone) messages.push({ channel: 'sms', recipient: phone, subject, body: words.text });
  await deps.messaging.enqueue(tx, messages, now);
  if (to.userId === null) return;
  const notice = { type: NotificationType.notification, title: words.title, body: words.text, link: to.link ?? null };
  // The page that made the act shows its own outcome: a second toast would cut it short.
  await notifyPerson(deps, tx, to.userId, notice, now, { confirmacion: true });
}
