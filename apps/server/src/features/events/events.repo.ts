import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventGuests, guestEvents } from '../../db/schema/index.ts';

export async function upcomingEvents(db: Executor, now: Date) {
  return db.select().from(guestEvents).where(gt(guestEvents.startsAt, now)).orderBy(asc(guestEvents.startsAt));
}

export async function eventById(db: Executor, eventId: number) {
  const [row] = await db.select().from(guestEvents).where(eq(guestEvents.id, eventId));
  return row ?? null;
}

/**
 * Registers a guest once per event and ID card; answers null when that card is already registered
 * (the unique key decides, so two registrations at the same moment cannot both pass).
 */
export async function registerGuest(db: Executor, guest: typeof eventGuests.$inferInsert) {
  const [row] = await db.insert(eventGuests).values(guest).onConflictDoNothing().returning();
  return row ?? null;
}

export async function guestsRegisteredBy(db: Executor, userId: number) {
  return db
    .select({ guest: eventGuests, eventName: guestEvents.name })
    .from(eventGuests)
    .innerJoin(guestEvents, eq(guestEvents.id, eventGuests.eventId))
    .where(and(eq(eventGuests.registeredByUserId, userId)))
    .orderBy(desc(eventGuests.createdAt), desc(eventGuests.id))
    .limit(100);
}
