/**
 * The design's tokens (docs/design.md): the few numbers and colours every page is drawn with, so a card on
 * the home and a card on the payment page look like one product. The MUI theme (app/theme.ts) is built from them;
 * a component reads them through the theme (`theme.spacing`, `palette.overdue`), never as literals of its own.
 */

/** 4/8 px grid: MUI's spacing unit. `sx={{ p: 2 }}` is 16 px. */
export const SPACING_PX = 8;

/** Type scale, six steps (rem of 16 px). The display amount is the figure a money screen answers with. */
export const TYPE_SCALE = {
  displayAmount: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
  title: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
  subtitle: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
  body: { fontSize: '1rem', fontWeight: 400, lineHeight: 1.5 },
  bodySmall: { fontSize: '0.875rem', fontWeight: 400, lineHeight: 1.45 },
  caption: { fontSize: '0.8125rem', fontWeight: 400, lineHeight: 1.4 },
} as const;

/**
 * Colours. One brand blue; semantic colours for the states of money. Each passes 4.5:1 with white text on it
 * (as a fill) and on the page's background #f4f6fa (as text); contrasts measured with the WCAG formula.
 */
export const COLOURS = {
  brand: '#0d47a1', // white on it 8.6:1; on the background 8.0:1
  overdue: '#b3261e', // white on it 6.5:1; on the background 6.0:1
  overdueSurface: '#fdecea', // behind overdue text: #8c1d18 on it 8.0:1
  overdueText: '#8c1d18',
  paid: '#1b6e20', // white on it 6.4:1
  pending: '#8a4b00', // white on it 6.8:1 (MUI's orange is 3.1:1)
  info: '#0264a0', // white on it 6.3:1
  textSecondary: '#4a5260', // on white 7.9:1, on the background 7.3:1 (MUI's 60 % black is 5.7:1 on white)
  background: '#f4f6fa',
  surface: '#ffffff',
  divider: '#d5dae3',
} as const;

/**
 * Three elevations: flat (a section on the page, outlined by a hairline), raised (a card the person acts
 * on: the money card), overlay (a sheet or a dialog above the page).
 */
export const ELEVATION = {
  flat: 'none',
  raised: '0 1px 2px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.10)',
  overlay: '0 8px 24px rgba(16, 24, 40, 0.18)',
} as const;

/** Corner radius of cards and sheets. */
export const RADIUS_PX = 12;
