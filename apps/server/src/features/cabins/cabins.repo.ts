import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cabinNights, cabinReservations, cabins, parks, users } from '../../db/schema/index.ts';

export type CabinReservationRow = typeof cabinReservations.$inferSelect;

/**
 * Taken cabins of a kind in a park for each night from `from` to `to` (inclusive) that has any: one range
 * of the nights' index joined to the kind's cabins. Nights with none taken are not in the answer.
 */
export async function takenPerNight(db: Executor, parkId: number, type: string, from: string, to: string) {
  const result = (await db.execute(sql`
    select to_char(n.night, 'YYYY-MM-DD') as night, count(*)::int as taken
    from cabin_nights n join cabins c on c.id = n.cabin_id
    where c.park_id = ${parkId} and c.type = ${type} and n.night between ${from}::date and ${to}::date
    group by n.night`)) as { rows: { night: string; taken: number }[] };
  return new Map(result.rows.map((r) => [r.night, r.taken]));
}

export async function cabinCount(db: Executor, parkId: number, type: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from cabins where park_id = ${parkId} and type = ${type}`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * Until the transaction ends, one booking at a time for a kind of cabin in a park: two people after the
 * last free cabin take turns here, and the second finds it taken. The (cabin, night) key backs it up.
 */
export async function lockCabinKind(tx: Executor, parkId: number, type: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(4245, hashtext(${`${parkId}:${type}`}))`);
}

/**
 * Until the transaction ends, one booking at a time for a person: two of their bookings at once would both
 * count the cabins they hold before either is written (docs/decisions/0042). Taken before the kind's lock.
 */
export async function lockGuest(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(4246, ${userId}::int)`);
}

/** The person's reserved stays that share a night with arrival…departure. */
export async function heldStaysOf(tx: Executor, userId: number, arrival: string, departure: string) {
  return tx
    .select({ arrival: cabinReservations.arrival, departure: cabinReservations.departure })
    .from(cabinReservations)
    .where(
      and(
        eq(cabinReservations.userId, userId),
        eq(cabinReservations.state, 'reserved'),
        sql`${cabinReservations.arrival} < ${departure}::date`,
        sql`${cabinReservations.departure} > ${arrival}::date`,
      ),
    );
}

/** The first cabin of the kind with none of the nights taken. */
export async function firstFreeCabin(tx: Executor, parkId: number, type: string, arrival: string, departure: string) {
  const [row] = await tx
    .select({ id: cabins.id, number: cabins.number })
    .from(cabins)
    .where(
      and(
        eq(cabins.parkId, parkId),
        eq(cabins.type, type),
        sql`not exists (select 1 from cabin_nights n where n.cabin_id = ${cabins.id}
              and n.night >= ${arrival}::date and n.night < ${departure}::date)`,
      ),
    )
    .orderBy(asc(cabins.id))
    .limit(1);
  return row ?? null;
}

export async function insertReservation(tx: Executor, row: typeof cabinReservations.$inferInsert, nights: string[]) {
  const [inserted] = await tx.insert(cabinReservations).values(row).returning();
  await tx
    .insert(cabinNights)
    .values(nights.map((night) => ({ cabinId: row.cabinId, night, reservationId: inserted!.id })));
  return inserted!;
}

/** The person's reservations, the coming ones first, with their park and cabin. */
export async function reservationsOf(db: Executor, userId: number) {
  return db
    .select({ r: cabinReservations, park: parks.name, cabin: cabins.number, type: cabins.type })
    .from(cabinReservations)
    .innerJoin(cabins, eq(cabins.id, cabinReservations.cabinId))
    .innerJoin(parks, eq(parks.id, cabins.parkId))
    .where(eq(cabinReservations.userId, userId))
    .orderBy(desc(cabinReservations.arrival), desc(cabinReservations.id))
    .limit(50);
}

/** One of the person's own reservations, locked; none of anyone else's. */
export async function ownReservation(tx: Executor, userId: number, reservationId: number) {
  const [row] = await tx
    .select()
    .from(cabinReservations)
    .where(and(eq(cabinReservations.id, reservationId), eq(cabinReservations.userId, userId)))
    .for('update');
  return row ?? null;
}

/** A cancelled stay gives its nights back. */
export async function cancelReservation(tx: Executor, reservationId: number, at: Date) {
  await tx
    .update(cabinReservations)
    .set({ state: 'cancelled', cancelledAt: at })
    .where(eq(cabinReservations.id, reservationId));
  await tx.delete(cabinNights).where(eq(cabinNights.reservationId, reservationId));
}

export async function idCardExpiry(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ on: users.idCardExpiresOn }).from(users).where(eq(users.id, userId));
  return row?.on ?? null;
}
