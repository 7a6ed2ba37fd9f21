import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { maintenanceWindows } from '../../db/schema/index.ts';

/**
 * Windows that have not ended yet; there are only ever a handful. The earliest start first: with windows
 * scheduled ahead from the back office, the ones in force and the next to start are always among those read.
 */
export async function findUnfinishedWindows(db: Executor, now: Date) {
  return await db
    .select()
    .from(maintenanceWindows)
    .where(gt(maintenanceWindows.endsAt, now))
    .orderBy(asc(maintenanceWindows.startsAt))
    .limit(20);
}

export async function insertWindow(db: Executor, startsAt: Date, endsAt: Date) {
  const [row] = await db.insert(maintenanceWindows).values({ startsAt, endsAt }).returning();
  return row!;
}

/** Ends every window still in force or still to come, at `now`. */
export async function closeWindows(db: Executor, now: Date) {
  return db.update(maintenanceWindows).set({ endsAt: now }).where(gt(maintenanceWindows.endsAt, now)).returning();
}
