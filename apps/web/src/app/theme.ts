import { createTheme } from '@mui/material/styles';
import { COLOURS, ELEVATION, RADIUS_PX, SPACING_PX, TYPE_SCALE } from '../components/design-tokens.ts';

/** WCAG 2.5.5: a finger needs 44 × 44 CSS px, whatever the control (docs/decisions/0030). */
export const TAP_TARGET_PX = 44;

/** What a keyboard user sees on the control that has the focus: thick, offset, in the brand's dark blue. */
const FOCUS_RING = { outline: '3px solid #0d47a1', outlineOffset: 2 } as const;

/**
 * One theme for the portal; mobile first, so spacing and type stay compact on 360 px screens, but every
 * control is big enough to tap and every coloured surface keeps its text at 4.5:1 or more (WCAG 1.4.3).
 */
export const theme = createTheme({
  spacing: SPACING_PX,
  palette: {
    primary: { main: COLOURS.brand },
    // The state of money (docs/design.md): overdue is the error colour, darker than MUI's so that white on it
    // and it on the page both pass 4.5:1.
    error: { main: COLOURS.overdue, dark: COLOURS.overdueText, light: COLOURS.overdueSurface, contrastText: '#fff' },
    // MUI's teal (#00897b) and orange (#ed6c02) carry white text at 4.3:1 and 3.1:1; these darker shades at 5.3 and 5.0.
    secondary: { main: '#00796b', contrastText: '#fff' },
    warning: { main: COLOURS.pending, contrastText: '#fff' },
    // MUI's light blue (#0288d1) is 3.9:1 under white; this one 4.8.
    info: { main: COLOURS.info, contrastText: '#fff' },
    success: { main: COLOURS.paid, contrastText: '#fff' },
    text: { secondary: COLOURS.textSecondary },
    divider: COLOURS.divider,
    background: { default: COLOURS.background, paper: COLOURS.surface },
  },
  shape: { borderRadius: RADIUS_PX },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: TYPE_SCALE.title,
    h2: { ...TYPE_SCALE.subtitle, fontSize: '1.25rem' },
    h3: TYPE_SCALE.subtitle,
    body1: TYPE_SCALE.body,
    body2: TYPE_SCALE.bodySmall,
    caption: TYPE_SCALE.caption,
  },
  components: {
    MuiCssBaseline: {
      // Elements that are not MUI's (a plain link, a summary, an SVG lot) show the same ring as MUI's controls.
      styleOverrides: { ':focus-visible': FOCUS_RING },
    },
    // A waiting page's shape stays still for who asked the system for less motion (WCAG 2.3.3, decision 0061).
    MuiSkeleton: {
      styleOverrides: {
        root: { '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&::after': { animation: 'none' } } },
      },
    },
    // MUI removes the outline of every ButtonBase and shows a faint ripple instead: not visible enough (WCAG 2.4.7).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // Flat sections by default (elevation 0 draws a hairline), the raised shadow for what is acted on.
    MuiPaper: {
      styleOverrides: {
        elevation0: { border: `1px solid ${COLOURS.divider}`, boxShadow: ELEVATION.flat },
        elevation1: { boxShadow: ELEVATION.raised },
      },
    },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TAP_TARGET_PX } } },
    MuiTab: { styleOverrides: { root: { minHeight: 48 } } },
    MuiPaginationItem: {
      styleOverrides: { root: { minWidth: TAP_TARGET_PX, height: TAP_TARGET_PX, borderRadius: TAP_TARGET_PX / 2 } },
    },
    // A small field (the language box) is 40 px high: two more pixels above and below make it a tap target.
    MuiOutlinedInput: {
      styleOverrides: {
        root: { '&.MuiInputBase-sizeSmall .MuiInputBase-input': { paddingTop: 10.5, paddingBottom: 10.5 } },
      },
    },
    // 24 px box + 10 px on each side.
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    // MUI scrolls a long alert's message inside itself: a region a keyboard cannot reach (axe
    // scrollable-region-focusable). It wraps instead, on a phone too.
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere', minWidth: 0 } } },
    // A switch's thumb is what a finger hits: 20 px plus 12 px around it on each side, and the track
    // widened to match (MUI's own is 38 px).
    MuiSwitch: {
      styleOverrides: {
        root: { width: 64, height: TAP_TARGET_PX, padding: 15 },
        switchBase: { padding: 12 },
      },
    },
    MuiLink: {
      // A link stands alone on most pages ("Forgot your password?"): its line becomes a tap target.
      styleOverrides: { root: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET_PX } },
    },
    MuiChip: {
      styleOverrides: {
        root: { '&.MuiChip-clickable, &.MuiChip-deletable': { minHeight: TAP_TARGET_PX } },
        // The delete cross is a target of its own.
        deleteIcon: { fontSize: 24, margin: '0 8px 0 -4px' },
      },
    },
  },
});
