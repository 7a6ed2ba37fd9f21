import { and, count, eq, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cabinReservations, cabins, stayRatings } from '../../db/schema/index.ts';

/** Stars given per kind of cabin, over every park: what the cabins page shows next to each kind. */
export async function ratingsPerKind(db: Executor) {
  return db
    .select({ kind: cabins.type, stars: sum(stayRatings.stars).mapWith(Number), count: count() })
    .from(stayRatings)
    .innerJoin(cabinReservations, eq(cabinReservations.id, stayRatings.reservationId))
    .innerJoin(cabins, eq(cabins.id, cabinReservations.cabinId))
    .groupBy(cabins.type);
}

/** The stars the person gave their own stays, by reservation. */
export async function starsGivenBy(db: Executor, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ reservationId: stayRatings.reservationId, stars: stayRatings.stars })
    .from(stayRatings)
    .where(eq(stayRatings.userId, userId));
  return new Map(rows.map((row) => [row.reservationId, row.stars]));
}

/** Whether the reservation already has its rating. */
export async function isRated(db: Executor, reservationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stayRatings.reservationId })
    .from(stayRatings)
    .where(and(eq(stayRatings.reservationId, reservationId), eq(stayRatings.userId, userId)));
  return row !== undefined;
}

/** The rating, unless one is already there (two sends at once: the primary key lets one in). */
export async function insertRating(db: Executor, row: typeof stayRatings.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(stayRatings).values(row).onConflictDoNothing().returning();
  return inserted.length === 1;
}
