import { insertOutboxMessages } from '../messaging/outbox.repo.ts';
import type { PushSender } from './push-sender.ts';

/**
 * The embedded default: a push service that accepts at once. Each push is an outbox row of channel `push`
 * addressed to the device's token, already marked sent, so staff and testers read it where they read e-mail.
 */
export const sandboxPush: PushSender = {
  enqueue: (db, message, now) =>
    insertOutboxMessages(
      db,
      [{ channel: 'push', recipient: message.token, subject: message.title, body: `${message.body}\n${message.link}` }],
      now,
      now,
    ),
};
