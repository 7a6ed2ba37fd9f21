/**
 * Read out, not shown: a word only a screen reader needs (a column of buttons, a card's position). Absolute, so
 * inside a positioned cell it stays within the table's scrolling box instead of widening the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  // '1px', not 1: in sx a number up to 1 is a fraction of the parent (1 would be 100%).
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
