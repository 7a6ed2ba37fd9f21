import type { LotHold } from '@vo/domain/prereservations/lot-holds.wire';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lotHolds, lots, projects, users } from '../../db/schema/index.ts';

const hold = {
  lotId: lotHolds.lotId,
  projectId: lotHolds.projectId,
  adviserId: lotHolds.adviserId,
  until: lotHolds.heldUntil,
};

/** Until the transaction ends, one hold at a time per adviser: her fourth and fifth cannot both pass the count. */
export async function lockAdviserHolds(tx: Executor, adviserId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(4264, ${adviserId}::int)`);
}

/** The lot's hold, if it still runs at `now` (a passed one is no hold). */
export async function liveHoldOf(db: Executor, lotId: number, now: Date): Promise<LotHold | null> {
  const [row] = await db
    .select(hold)
    .from(lotHolds)
    .where(and(eq(lotHolds.lotId, lotId), gt(lotHolds.heldUntil, now)));
  return row ?? null;
}

/** The lots an adviser holds at `now`, but `except`, named as people read them ("B-12 · Los Pinos"). */
export async function liveHoldsOfAdviser(db: Executor, adviserId: number, now: Date, except: number) {
  return db
    .select({ lotId: lotHolds.lotId, block: lots.block, number: lots.number, project: projects.name })
    .from(lotHolds)
    .innerJoin(lots, eq(lots.id, lotHolds.lotId))
    .innerJoin(projects, eq(projects.id, lotHolds.projectId))
    .where(and(eq(lotHolds.adviserId, adviserId), gt(lotHolds.heldUntil, now), ne(lotHolds.lotId, except)))
    .orderBy(asc(lotHolds.heldUntil));
}

/** Writes her hold over whatever row the lot had (none, or a passed one: the caller checked under the lot's lock). */
export async function writeHold(tx: Executor, row: LotHold & { at: Date; sessionId: string }): Promise<void> {
  const values = {
    projectId: row.projectId,
    adviserId: row.adviserId,
    sessionId: row.sessionId,
    heldAt: row.at,
    heldUntil: row.until,
  };
  await tx
    .insert(lotHolds)
    .values({ lotId: row.lotId, ...values })
    .onConflictDoUpdate({ target: lotHolds.lotId, set: values });
}

/** Lets go of a lot's hold: hers only, or, with `adviserId` null, whoever's (the lot was pre-reserved). */
export async function deleteHold(tx: Executor, lotId: number, adviserId: number | null): Promise<number> {
  const deleted = await tx
    .delete(lotHolds)
    .where(
      adviserId === null
        ? eq(lotHolds.lotId, lotId)
        : and(eq(lotHolds.lotId, lotId), eq(lotHolds.adviserId, adviserId)),
    )
    .returning({ lotId: lotHolds.lotId });
  return deleted.length;
}

/** Every hold a session took, live or passed: its last page closed. */
export async function deleteHoldsOfSession(tx: Executor, sessionId: string): Promise<number> {
  const deleted = await tx.delete(lotHolds).where(eq(lotHolds.sessionId, sessionId)).returning({ id: lotHolds.lotId });
  return deleted.length;
}

/** A project's live holds, for its map. */
export async function liveHoldsOfProject(db: Executor, projectId: number, now: Date): Promise<LotHold[]> {
  return db
    .select(hold)
    .from(lotHolds)
    .where(and(eq(lotHolds.projectId, projectId), gt(lotHolds.heldUntil, now)))
    .orderBy(asc(lotHolds.lotId));
}

/** Every live hold, for the console's Sales: who holds which lot of which project until when. */
export async function liveHoldsForStaff(db: Executor, now: Date) {
  return db
    .select({
      lotId: lotHolds.lotId,
      project: projects.name,
      block: lots.block,
      number: lots.number,
      adviser: users.fullName,
      adviserDocument: users.documentNumber,
      heldAt: lotHolds.heldAt,
      until: lotHolds.heldUntil,
    })
    .from(lotHolds)
    .innerJoin(lots, eq(lots.id, lotHolds.lotId))
    .innerJoin(projects, eq(projects.id, lotHolds.projectId))
    .innerJoin(users, eq(users.id, lotHolds.adviserId))
    .where(gt(lotHolds.heldUntil, now))
    .orderBy(asc(lotHolds.heldUntil))
    .limit(200);
}

/** Whether the lot exists: letting go of a lot that is not is a mistake worth saying. */
export async function lotExists(db: Executor, lotId: number): Promise<boolean> {
  const [row] = await db.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId));
  return Boolean(row);
}

/** Whether the project exists: a map of none is refused, as its taken lots are. */
export async function projectExists(db: Executor, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return Boolean(row);
}
