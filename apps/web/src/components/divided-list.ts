/**
 * The look of a row in a list of records (payments, documents): rows divided by a line, what they hold
 * wrapping onto a second line on a phone rather than squeezing.
 */
export const DIVIDED_ROW_SX = {
  listStyle: 'none',
  py: 1.5,
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
} as const;
