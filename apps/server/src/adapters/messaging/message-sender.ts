import type { Executor } from '../../db/client.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * E-mail and SMS leave through the outbox: `enqueue` writes the row in the caller's transaction,
 * so a message exists exactly when the change that caused it was committed.
 */
export interface MessageSender {
  enqueue(db: Executor, message: OutgoingMessage, now: Date): Promise<void>;
}
