import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';

/** Inserts the session row; false when the first-step proof named has opened one already (one proof, one session). */
export async function insertStaffSession(
  db: Executor,
  session: { id: string; staffId: number; createdAt: Date; expiresAt: Date; challengeId?: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(staffSessions)
    .values({ ...session, lastSeenAt: session.createdAt })
    .onConflictDoNothing({ target: staffSessions.challengeId })
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

/** The session row with the staff member it belongs to, or null. */
export async function findStaffSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      endedAt: staffSessions.endedAt,
      role: staff.role,
      fullName: staff.fullName,
      email: staff.email,
      active: staff.active,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** Slides the inactivity clock; a clock never goes back. */
export async function touchStaffSession(db: Executor, sessionId: string, seenAt: Date) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: seenAt })
    .where(and(eq(staffSessions.id, sessionId), sql`${staffSessions.lastSeenAt} < ${seenAt}`));
}

export async function endStaffSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}
