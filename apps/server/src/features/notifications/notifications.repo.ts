import type { Notification, PageOfNotifications } from '@vo/domain/notifications/notifications.wire';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared.ts';
import { notificationCounters, notifications, users } from '../../db/schema/index.ts';
import type { NewNotification } from './notices.repo.ts';

interface PageRow {
  total: number;
  id: string | number | null;
  type: number;
  title: string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
  link: string | null;
}

/**
 * The total (from the counters the database trigger keeps) and one page, newest first, in one round trip:
 * the page is a lateral join on a one-row total, so a page past the end still answers the total. The
 * (user, type, created_at desc, id desc) index serves the page without sorting. docs/decisions/0029.
 * The limit and offset are sub-selects on purpose: with bare parameters PostgreSQL's custom plan (which
 * sees LIMIT 10) always looks cheaper than the generic one, so it planned the statement again on every
 * call (pg_prepared_statements: custom_plans only) — a third of the statement's time. Hidden from both
 * plans, the generic one is kept after five calls; it walks the same index.
 */
const pageWithTotal = preparedStatement<PageRow>(
  'notification_page_with_total',
  `select c.total, n.id, n.type, n.title, n.body, n.created_at, n.read_at, n.link
   from (select coalesce((select total from notification_counters where user_id = $1 and type = $2), 0) as total) c
   left join lateral (
     select id, type, title, body, created_at, read_at, link from notifications
     where user_id = $1 and type = $2
     order by created_at desc, id desc
     limit (select $3::bigint) offset (select $4::bigint)
   ) n on true`,
);

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** One page of a person's notifications of one type and how many they have of it, read on every page load. */
export async function pageOfNotifications(
  db: Database,
  userId: number,
  type: number,
  pageNumber: number,
  size: number,
): Promise<PageOfNotifications> {
  const rows = await pageWithTotal(db, [userId, type, size, (pageNumber - 1) * size]);
  const notifications: Notification[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    notifications.push({
      id: Number(row.id),
      type: Number(row.type),
      title: row.title,
      body: row.body,
      createdAt: asDate(row.created_at),
      readAt: row.read_at === null ? null : asDate(row.read_at),
      link: row.link ?? null,
    });
  }
  return { total: Number(rows[0]?.total ?? 0), notifications };
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
