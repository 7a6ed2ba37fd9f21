import type { AppDeps } from '../../platform/deps.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import { raceTopRows, type StandingRow } from './incentives.repo.ts';

/**
 * The race's top 40 is the same for every adviser who opens the race page, so it is read once and shared
 * (docs/decisions/0029), until the database announces a change of the standings or of a name
 * (docs/decisions/0037): on every instance, whatever wrote it.
 */
export function raceTop(deps: AppDeps, raceId: string): Promise<StandingRow[]> {
  return keptRead(deps, 'raceTop', ['race', 'names'], `top ${raceId}`, () => raceTopRows(deps.db, raceId));
}
