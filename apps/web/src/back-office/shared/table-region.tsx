import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table of the console in a box that scrolls (sideways on a phone, down when `maxHeight` is given): the box is
 * a named region reachable with Tab, so a keyboard scrolls it too (axe: scrollable-region-focusable).
 */
export function TableRegion({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer
      sx={{ overflowX: 'auto', maxWidth: '100%', ...(maxHeight ? { maxHeight } : {}) }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </TableContainer>
  );
}
