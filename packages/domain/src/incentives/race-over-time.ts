/**
 * The race over time (the back office's standings, docs/decisions/0038): how the points of the race's leaders grew month
 * by month. Each adviser's points earned in each month, added up: at the end of a month an adviser has what they
 * earned in it and in every month before it.
 */
export interface MonthlyPoints {
  adviser: string;
  /** YYYY-MM */
  month: string;
  pointsCents: bigint;
}

/**
 * Each adviser's points at the end of each of `months` (the race's months so far, in order), in the order the
 * advisers are given; a month without points keeps the total of the one before it.
 */
export function pointsAtEachMonthEnd(
  advisers: readonly string[],
  months: readonly string[],
  earned: readonly MonthlyPoints[],
): Map<string, bigint[]> {
  const series = new Map(advisers.map((adviser) => [adviser, months.map(() => 0n)]));
  for (const row of earned) {
    const points = series.get(row.adviser);
    const at = months.indexOf(row.month);
    if (!points || at < 0) continue;
    points[at] = (points[at] ?? 0n) + row.pointsCents;
  }
  for (const points of series.values()) for (let i = 1; i < points.length; i++) points[i]! += points[i - 1]!;
  return series;
}
