import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { OutgoingMessage } from './message-sender.ts';

export async function insertOutboxMessage(db: Executor, message: OutgoingMessage, now: Date, sentAt: Date | null) {
  await db.insert(outboxMessages).values({ ...message, createdAt: now, sentAt });
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
