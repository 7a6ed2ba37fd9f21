import { todayEndpoints } from '@vo/domain/back-office/today.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/**
 * The console's Today (docs/decisions/0053): a read of any staff member, with nothing to aim at another person;
 * every portal role is refused on it, and the back office's matrix lets each staff role through.
 */
export const backOfficeTodayFixtures: Record<string, RouteFixture> = fixturesOf([
  todayEndpoints.today,
  { refused: {}, attack: () => ({}) },
]);
