import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface NewSession {
  id: string;
  userId: number;
  device: string;
  pushToken: string;
  agent: string;
  /** 1 password unless a device key opened it (docs/decisions/0027). */
  authType?: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Executor, session: NewSession) {
  await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
}

const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      device: sessions.device,
      pushToken: sessions.pushToken,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      documentNumber: users.documentNumber,
      isAdviser: users.isAdviser,
      isCashier: users.isCashier,
      canEnter: users.canEnter,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_with_user'),
);

/** The session row and the few user fields every guarded call needs, in one round trip. */
export async function findSessionWithUser(db: Database, sessionId: string) {
  const [row] = await sessionWithUser(db).execute({ sessionId });
  return row ?? null;
}

/** Slides many sessions' inactivity clocks in one statement; a clock never goes back (another instance may be ahead). */
export async function touchSessions(db: Executor, touches: ReadonlyArray<{ sessionId: string; seenAt: Date }>) {
  const ids = touches.map((touch) => touch.sessionId);
  const seen = touches.map((touch) => touch.seenAt.toISOString());
  await db.execute(sql`
    update sessions set last_seen_at = touched.seen_at
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(seen)}::timestamptz[]) as touched(id, seen_at)
    where sessions.id = touched.id and sessions.last_seen_at < touched.seen_at`);
}

export async function endSession(db: Executor, sessionId: string, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Answers the ids it ended, so their open realtime channels can be told. */

export async function endAllSessionsOfUser(
  db: Executor,
  userId: number,
  reason: string,
  now: Date,
  keepSessionId?: string,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
