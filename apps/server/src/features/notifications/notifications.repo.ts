import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationCounters, notifications, users } from '../../db/schema/index.ts';
import type { NewNotification } from './notices.repo.ts';

/** One page, newest first; the (user, type, created_at desc, id desc) index serves it without sorting. */
export async function pageOfNotifications(db: Executor, userId: number, type: number, page: number, size: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
}

/** The total and unread of one type, from the counters the database trigger keeps (no row counting). */
export async function notificationCounts(db: Executor, userId: number, type: number) {
  const [row] = await db
    .select({ total: notificationCounters.total, unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(and(eq(notificationCounters.userId, userId), eq(notificationCounters.type, type)));
  return row ?? { total: 0, unread: 0 };
}

/** Marks one of the person's own notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Executor, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** One row for everyone who may enter, in one statement (a broadcast to 200 000 people). */
export async function insertNotificationForEveryone(db: Executor, notice: NewNotification, now: Date) {
  // Both drivers (pg and PGlite) answer raw statements with { rows }.
  const result = (await db.execute(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, title, body, created_at)
      select ${users.id}, ${notice.type}, ${notice.title}, ${notice.body}, ${now.toISOString()}::timestamptz
      from ${users} where ${users.canEnter}
      returning 1
    )
    select count(*)::int as n from inserted`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
