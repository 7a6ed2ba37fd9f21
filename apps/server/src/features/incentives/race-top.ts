import type { Database } from '../../db/client.ts';
import { raceTopRows, type StandingRow } from './incentives.repo.ts';

/**
 * The race's top 40 is the same for every adviser who opens the race page, so it is read once and shared
 * (docs/decisions/0029): for at most TOP_LIFETIME_MS, and never past a change of the standings made by this
 * process (raceStandingsChanged). Another instance's change is seen when the lifetime is up.
 */
export const TOP_LIFETIME_MS = 1_000;

interface KeptTop {
  /** the reading, shared by every call that arrives while it runs */
  rows: Promise<StandingRow[]>;
  /** the changes counted when the reading began: a later change makes it old */
  generation: number;
  until: number;
}

let generation = 0;
const kept = new WeakMap<Database, Map<string, KeptTop>>();

/**
 * Called where race_standings are written: at once (inside the transaction) and again once it commits when
 * the transaction says so. A reading that began before either is not handed out afterwards.
 */
export function raceStandingsChanged(): void {
  generation++;
}

export function raceTop(db: Database, raceId: string): Promise<StandingRow[]> {
  let byRace = kept.get(db);
  if (!byRace) {
    byRace = new Map();
    kept.set(db, byRace);
  }
  const now = performance.now();
  const top = byRace.get(raceId);
  if (top && top.generation === generation && now < top.until) return top.rows;
  const reading: KeptTop = { rows: raceTopRows(db, raceId), generation, until: now + TOP_LIFETIME_MS };
  byRace.set(raceId, reading);
  // A failed reading is not kept: the next call reads again.
  reading.rows.catch(() => {
    if (byRace.get(raceId) === reading) byRace.delete(raceId);
  });
  return reading.rows;
}
