/** The logo that leads home, as tall as a finger (44 px) though the logo is 28 px. */
export const BRAND_LINK = {
  color: 'primary.main',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
} as const;
