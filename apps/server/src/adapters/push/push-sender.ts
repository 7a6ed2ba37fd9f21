import type { Executor } from '../../db/client.ts';

/** A push notification to one device of the native app, named by its stored FCM token (POST token/user/register). */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** the portal page the app opens when the notification is tapped */
  link: string;
}

/**
 * The native app's push (docs/decisions/0063). Like e-mail and SMS it leaves through the outbox: `enqueue`
 * writes the row in the caller's transaction, so a push exists exactly when the change that caused it committed.
 */
export interface PushSender {
  enqueue(db: Executor, message: PushMessage, now: Date): Promise<void>;
}
