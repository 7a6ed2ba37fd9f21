/**
 * The heights the way to the top holds from its first frame (docs/decisions/0065): the skeleton and the figures take
 * the same room, so the home does not move when they arrive. Each fits its block's longest text at 360 px in es,
 * en and pt.
 */
export const TILE_MIN_HEIGHT = { xs: 192, md: 164 };
export const TYPICAL_MIN_HEIGHT = { xs: 60, md: 40 };
/** The list shows at most this many pre-reservations (those that close the gap first); the rest is one link. */
export const LIST_MAX_ROWS = 3;
/** a row's four lines, its last (what paying adds) on two where the amounts are long (pt, en at 360 px) */
export const LIST_ROW_HEIGHT = 116;
/** its title, a sentence of up to three lines, the rows and the link to the rest */
export const LIST_MIN_HEIGHT = 100 + LIST_MAX_ROWS * (LIST_ROW_HEIGHT + 8) + 28;
export const CHART_HEIGHT = 200;
export const CHART_BLOCK_MIN_HEIGHT = CHART_HEIGHT + 112;
