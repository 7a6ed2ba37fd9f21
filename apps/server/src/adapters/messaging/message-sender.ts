import type { Executor } from '../../db/client.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * E-mail and SMS leave through the outbox: `enqueue` writes the rows in the caller's transaction,
 * so a message exists exactly when the change that caused it was committed. An act's messages (its e-mail
 * and its SMS) are given together and written in one statement.
 */
export interface MessageSender {
  enqueue(db: Executor, messages: readonly OutgoingMessage[], now: Date): Promise<void>;
}
