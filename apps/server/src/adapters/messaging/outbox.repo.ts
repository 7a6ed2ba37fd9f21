import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { OutgoingMessage } from './message-sender.ts';

/** The messages of one act in one statement (its e-mail and its SMS): one round trip, not one per message. */
export async function insertOutboxMessages(
  db: Executor,
  messages: readonly OutgoingMessage[],
  now: Date,
  sentAt: Date | null,
) {
  if (messages.length === 0) return;
  await db.insert(outboxMessages).values(messages.map((message) => ({ ...message, createdAt: now, sentAt })));
}

/** The newest messages to one recipient: what the operator (and the e2e tests) read in the sandbox. */
export function findOutboxMessages(db: Executor, recipient: string, limit = 20) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
