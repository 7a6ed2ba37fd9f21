import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import { describe, expect, it } from 'vitest';
import { lotStatesOf } from './lot-states.ts';

type Lot = ProjectMap['lotes'][number];
/** A lot as the geometry call sends it: its "taken" slot is always 0. */
const lot = (id: number, areaM2: number, corner: 0 | 1): Lot => [
  id,
  0,
  String(id),
  0,
  '0,0 1,0 1,1',
  areaM2,
  1_000_000,
  corner,
  0,
];
const drawing = [lot(1, 300, 1), lot(2, 300, 0), lot(3, 450, 1)];

describe('the map draws each lot in the state the states call gives it', () => {
  it('draws a lot taken by a pre-reservation as sold, though the geometry says 0', () => {
    const states = lotStatesOf(drawing, { taken: new Set([2]), own: new Set() }, null);
    expect(Object.fromEntries(states)).toEqual({ 1: 'libre', 2: 'vendido', 3: 'libre' });
  });

  it('on the features map greys out the free lots the filter leaves out, and keeps taken ones sold', () => {
    const states = lotStatesOf(drawing, { taken: new Set([3]), own: new Set() }, { corner: true });
    expect(Object.fromEntries(states)).toEqual({ 1: 'libre', 2: 'no_filtrado', 3: 'vendido' });
  });

  it("draws the caller's own pre-reserved lot as theirs, even where the filter would leave it out", () => {
    const states = lotStatesOf(drawing, { taken: new Set([1, 2]), own: new Set([2]) }, { corner: true });
    expect(Object.fromEntries(states)).toEqual({ 1: 'vendido', 2: 'propio', 3: 'libre' });
  });
});
