import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Where a chart of the console is drawn: a picture, whose text alternative (a summary, a table) the page puts
 * beside it. Hidden from screen readers and inert, so the chart's own focusable parts stay out of the Tab order
 * too (axe: aria-hidden-focus); scrolls sideways when the chart is wider than a phone.
 */
export function ChartPicture({ children }: { children: ReactNode }) {
  return (
    <Box aria-hidden="true" inert sx={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
