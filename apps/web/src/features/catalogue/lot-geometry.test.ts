import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import { describe, expect, it } from 'vitest';
import { centre, nextLot, type Point, typicalLotSize } from './lot-geometry.ts';

type Lot = ProjectMap['lotes'][number];
const square = (x: number, y: number, side = 10) =>
  `${x},${y} ${x + side},${y} ${x + side},${y + side} ${x},${y + side}`;
const lot = (id: number, points: string): Lot => [id, 0, String(id), 0, points, 300, 1_000_000, 0, 0];

/** Two rows of three lots, 10 units apart: 1 2 3 above, 4 5 6 below. */
const grid = new Map<number, Point>(
  [
    [1, 0, 0],
    [2, 10, 0],
    [3, 20, 0],
    [4, 0, 10],
    [5, 10, 10],
    [6, 20, 10],
  ].map(([id, x, y]) => [id!, centre(square(x!, y!))]),
);

describe('the arrow keys walk the lots of the map as they are drawn', () => {
  it('moves along a row with Left and Right, and between rows with Up and Down', () => {
    expect(nextLot(grid, 1, 'ArrowRight')).toBe(2);
    expect(nextLot(grid, 2, 'ArrowRight')).toBe(3);
    expect(nextLot(grid, 2, 'ArrowLeft')).toBe(1);
    expect(nextLot(grid, 2, 'ArrowDown')).toBe(5);
    expect(nextLot(grid, 6, 'ArrowUp')).toBe(3);
  });

  it('stays put at the edge of the map, and from a lot it does not know', () => {
    expect(nextLot(grid, 3, 'ArrowRight')).toBeNull();
    expect(nextLot(grid, 1, 'ArrowUp')).toBeNull();
    expect(nextLot(grid, 99, 'ArrowDown')).toBeNull();
  });

  it('prefers the lot straight ahead to a nearer one off to the side', () => {
    const skewed = new Map<number, Point>([
      [1, [0, 0]],
      [2, [12, 0]],
      [3, [6, 5]],
    ]);
    expect(nextLot(skewed, 1, 'ArrowRight')).toBe(2);
  });
});

describe('the size numbers and patterns are drawn at', () => {
  it("is a typical lot's narrow side, whatever a few odd lots measure", () => {
    const lots = [lot(1, square(0, 0)), lot(2, square(10, 0)), lot(3, square(20, 0, 80)), lot(4, square(0, 10))];
    expect(typicalLotSize(lots)).toBe(10);
    expect(typicalLotSize([])).toBe(10);
    expect(centre(square(0, 0))).toEqual([5, 5]);
  });
});
