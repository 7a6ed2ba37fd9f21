import { CABIN_TYPES, PARKS } from '@vo/domain/cabins/cabin-config';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cabinNights, cabinReservations, cabins, parks, stayRatings, users } from '../db/schema/index.ts';

/** How many cabins of each kind each demo park has. */
const CABINS: Record<number, Record<string, number>> = {
  1: { familiar: 5, pareja: 3, grupal: 2 },
  2: { familiar: 3, pareja: 2, grupal: 1 },
};

/** ID cards on file: 1000001 and 2000001 valid for years, 1000002's expired; the others have none shown yet. */
const ID_CARDS: Record<string, string> = { '1000001': '2031-06-30', '2000001': '2030-03-31', '1000002': '2024-01-15' };

export async function seedDemoCabins(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  await tx.insert(parks).values(PARKS.map((p) => ({ id: p.id, name: p.name })));
  const rows = Object.entries(CABINS).flatMap(([park, kinds]) =>
    Object.entries(kinds).flatMap(([type, count]) =>
      Array.from({ length: count }, (_, i) => ({
        parkId: Number(park),
        type,
        number: `${type[0]!.toUpperCase()}-${String(i + 1).padStart(2, '0')}`,
      })),
    ),
  );
  await tx.insert(cabins).values(rows);
  for (const [ci, expires] of Object.entries(ID_CARDS)) {
    const id = idOf.get(ci);
    if (id) await tx.update(users).set({ idCardExpiresOn: expires }).where(eq(users.id, id));
  }
  await seedPastStays(tx, idOf, now);
}

/**
 * Stays that have ended (docs/decisions/0025): 1000001's last one waits for her rating; the others' ratings
 * give each kind of cabin its stars on the cabins page.
 */
const PAST_STAY_FIRST_ID = 9001;
const PAST_STAYS = [
  { ci: '1000001', type: 'familiar', cabin: 'F-02', daysAgo: 20, nights: 2, stars: null },
  { ci: '2000001', type: 'familiar', cabin: 'F-03', daysAgo: 40, nights: 3, stars: 5 },
  { ci: '1000002', type: 'familiar', cabin: 'F-04', daysAgo: 300, nights: 2, stars: 4 },
  { ci: '2000002', type: 'pareja', cabin: 'P-01', daysAgo: 60, nights: 1, stars: 4 },
  { ci: '1000004', type: 'grupal', cabin: 'G-01', daysAgo: 90, nights: 2, stars: 5 },
] as const;

async function seedPastStays(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const today = businessDateOf(now);
  for (const [index, stay] of PAST_STAYS.entries()) {
    const userId = idOf.get(stay.ci);
    if (!userId) continue;
    const [cabin] = await tx
      .select({ id: cabins.id })
      .from(cabins)
      .where(and(eq(cabins.parkId, 1), eq(cabins.number, stay.cabin)));
    const arrival = addDaysToDate(today, -stay.daysAgo);
    const nightCents = CABIN_TYPES.find((t) => t.code === stay.type)!.nightCents;
    const [reservation] = await tx
      .insert(cabinReservations)
      .values({
        // Numbered apart from those made in the portal: tests and stories keep reservation 1 as the first one booked.
        id: PAST_STAY_FIRST_ID + index,
        userId,
        cabinId: cabin!.id,
        arrival,
        departure: addDaysToDate(arrival, stay.nights),
        nights: stay.nights,
        priceCents: nightCents * BigInt(stay.nights),
        state: 'reserved',
        createdAt: new Date(now.getTime() - (stay.daysAgo + 30) * 86_400_000),
      })
      .returning({ id: cabinReservations.id });
    await tx.insert(cabinNights).values(
      Array.from({ length: stay.nights }, (_, i) => ({
        cabinId: cabin!.id,
        night: addDaysToDate(arrival, i),
        reservationId: reservation!.id,
      })),
    );
    if (stay.stars) {
      const ratedAt = new Date(now.getTime() - (stay.daysAgo - stay.nights - 1) * 86_400_000);
      await tx.insert(stayRatings).values({ reservationId: reservation!.id, userId, stars: stay.stars, ratedAt });
    }
  }
}
