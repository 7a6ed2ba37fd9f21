import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  type: number;
  title: string;
  body: string;
  /** the portal page it is about (notification-links.ts); the web opens it from the notification */
  link?: string | null;
}

/**
 * One notification for one person, inside the caller's transaction: the operator's notices and the
 * procedures' state changes both store theirs here (the unread counter follows by trigger).
 */
export async function insertNotification(db: Executor, userId: number, notice: NewNotification, now: Date) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...notice, createdAt: now })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * One notification for each of these people in one statement (the back office's message to a role or to a
 * company's customers), inside the caller's transaction; answers each person's row.
 */
export async function insertNotificationForPeople(
  db: Executor,
  userIds: readonly number[],
  notice: NewNotification,
  now: Date,
): Promise<{ id: number; userId: number }[]> {
  if (userIds.length === 0) return [];
  const rows: { id: number; userId: number }[] = [];
  // Chunks keep each statement's parameters well under PostgreSQL's 65 535.
  for (let from = 0; from < userIds.length; from += 5_000) {
    const chunk = userIds.slice(from, from + 5_000);
    rows.push(
      ...(await db
        .insert(notifications)
        .values(chunk.map((userId) => ({ userId, ...notice, createdAt: now })))
        .returning({ id: notifications.id, userId: notifications.userId })),
    );
  }
  return rows;
}
