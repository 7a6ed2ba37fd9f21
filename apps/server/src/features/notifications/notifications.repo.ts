import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { notificationCounters, notifications, users } from '../../db/schema/index.ts';
import type { NewNotification } from './notices.repo.ts';

const page = preparedPerDatabase((db) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.type, sql.placeholder('type'))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('skip'))
    .prepare('notification_page'),
);

/**
 * One page, newest first; the (user, type, created_at desc, id desc) index serves it without sorting.
 * Read on every page load, as the counts below: prepared statements (db/prepared.ts).
 */
export async function pageOfNotifications(
  db: Database,
  userId: number,
  type: number,
  pageNumber: number,
  size: number,
) {
  return page(db).execute({ userId, type, size, skip: (pageNumber - 1) * size });
}

const counts = preparedPerDatabase((db) =>
  db
    .select({ total: notificationCounters.total, unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(
      and(
        eq(notificationCounters.userId, sql.placeholder('userId')),
        eq(notificationCounters.type, sql.placeholder('type')),
      ),
    )
    .prepare('notification_counts'),
);

/** The total and unread of one type, from the counters the database trigger keeps (no row counting). */
export async function notificationCounts(db: Database, userId: number, type: number) {
  const [row] = await counts(db).execute({ userId, type });
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
