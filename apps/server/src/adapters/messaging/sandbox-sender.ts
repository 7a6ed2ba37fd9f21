import type { MessageSender } from './message-sender.ts';
import { insertOutboxMessages } from './outbox.repo.ts';

/**
 * The embedded default: it behaves like a real provider that accepts at once, so each message is
 * written already marked sent, and the outbox table is the mailbox a tester reads.
 */
export const sandboxSender: MessageSender = {
  enqueue: (db, messages, now) => insertOutboxMessages(db, messages, now, now),
};
