import {
  type LotFeatureFilter,
  type MapLotState,
  mapState,
  matchesFeatures,
} from '@vo/domain/catalogue/catalogue.rules';
import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';

/** What the states call says, as sets: the taken lots, and those of them the caller holds. */
export interface TakenLotSets {
  taken: ReadonlySet<number>;
  own: ReadonlySet<number>;
}

/**
 * The colour of each lot (spec §4), by id: the drawing's lots, taken or not by the states call
 * (docs/decisions/0021), the caller's own among them (docs/decisions/0033), and, on the features map, whether
 * a free lot passes the filter. The drawing's own "taken" slot is not read: the geometry call always writes 0.
 */
export function lotStatesOf(
  lots: ProjectMap['lotes'],
  { taken, own }: TakenLotSets,
  filter: LotFeatureFilter | null,
): Map<number, MapLotState> {
  const states = new Map<number, MapLotState>();
  for (const [id, , , , , area, price, corner, avenue] of lots) {
    const matches =
      filter === null ||
      matchesFeatures(
        { areaM2: area, priceCents: BigInt(price), corner: corner === 1, facesAvenue: avenue === 1 },
        filter,
      );
    states.set(id, mapState(taken.has(id) ? 'held' : 'free', matches, own.has(id)));
  }
  return states;
}
