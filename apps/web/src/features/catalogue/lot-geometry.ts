import type { ProjectMap } from '@vo/domain/catalogue/catalogue.types';

type Lot = ProjectMap['lotes'][number];
export type Point = readonly [number, number];
/** The arrow keys, each with the way it points on the drawing (y grows downwards). */
const AXES = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] } as const;
export type Direction = keyof typeof AXES;

export const isDirection = (key: string): key is Direction => Object.hasOwn(AXES, key);

const pointsOf = (points: string): Point[] =>
  points
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number) as unknown as Point)
    .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));

/** The middle of a polygon's points: where a block's code or a lot's number is written. */
export function centre(points: string): Point {
  const pairs = pointsOf(points);
  if (pairs.length === 0) return [0, 0];
  const sum = pairs.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
  return [sum[0] / pairs.length, sum[1] / pairs.length];
}

/** The narrow side of a polygon's bounding box: how much room a number has inside it. */
function narrowSide(points: string): number {
  const pairs = pointsOf(points);
  if (pairs.length === 0) return 0;
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/**
 * A typical lot's narrow side in map units (the median, so a few odd lots do not move it): the size the
 * patterns and the numbers are drawn at, as projects are drawn in different units.
 */
export function typicalLotSize(lots: readonly Lot[]): number {
  const sides = lots.map((lot) => narrowSide(lot[4])).filter((side) => side > 0);
  if (sides.length === 0) return 10;
  sides.sort((a, b) => a - b);
  return sides[Math.floor(sides.length / 2)]!;
}

/**
 * The lot the arrow key leads to from `from`: the nearest centre in that direction, where a lot straight
 * ahead counts nearer than one off to the side, so Right walks along a row and Down goes to the next row.
 * Null at the edge of the map.
 */
export function nextLot(centres: ReadonlyMap<number, Point>, from: number, direction: Direction): number | null {
  const origin = centres.get(from);
  if (!origin) return null;
  const [ax, ay] = AXES[direction];
  let best: number | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const [id, [x, y]] of centres) {
    if (id === from) continue;
    const dx = x - origin[0];
    const dy = y - origin[1];
    const ahead = dx * ax + dy * ay;
    if (ahead <= 0) continue;
    const aside = Math.abs(dx * ay - dy * ax);
    // Off to the side costs three times as much as straight ahead.
    const cost = ahead + 3 * aside;
    if (cost < bestCost) {
      bestCost = cost;
      best = id;
    }
  }
  return best;
}
