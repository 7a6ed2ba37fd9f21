import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.ts';
import { ONE_LINE_FIGURE, WHOLE_WORDS } from './whole-words.ts';

/** One figure of a row: a column of the table on a desk, a labelled line of the card on a phone. */
export interface FigureColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** what the rows are, read out for the table and the list alike */
  label: string;
  /** the row's first column: who or what it is (a name wraps between words, never inside one) */
  leadLabel: string;
  lead: (row: T) => ReactNode;
  /** an optional narrow first column, a position say; the card shows it before the lead */
  mark?: { label: string; value: (row: T) => ReactNode };
  figures: readonly FigureColumn<T>[];
  /** the caller's own row stands out (selected) and says so to a test (`data-own`) */
  isOwn?: (row: T) => boolean;
  testId: string;
}

/**
 * The one way a list of people or things with figures is shown (docs/decisions/0047): a table from 600 px
 * on, where the columns have room; below it, one card per row, the name on a line of its own and each figure
 * under its label, so nothing is clipped and no name is broken to fit a column. Only one of the two is drawn,
 * chosen on the first render, so the rows' test ids and the screen reader's list are never doubled.
 */
export function ResponsiveTable<T>({ rows, rowKey, label, leadLabel, lead, mark, figures, isOwn, testId }: Props<T>) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  if (wide) {
    return (
      <TableContainer>
        <Table size="small" aria-label={label} data-testid={testId} data-layout="table">
          <TableHead>
            <TableRow>
              {mark ? <TableCell>{mark.label}</TableCell> : null}
              <TableCell>{leadLabel}</TableCell>
              {figures.map((figure) => (
                <TableCell key={figure.label} align="right">
                  {figure.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const own = isOwn?.(row) ?? false;
              return (
                <TableRow
                  key={rowKey(row)}
                  selected={own}
                  data-own={own || undefined}
                  data-testid={`${testId}-row-${rowKey(row)}`}
                >
                  {mark ? <TableCell sx={ONE_LINE_FIGURE}>{mark.value(row)}</TableCell> : null}
                  <TableCell sx={{ ...WHOLE_WORDS, fontWeight: own ? 700 : undefined }}>{lead(row)}</TableCell>
                  {figures.map((figure) => (
                    <TableCell key={figure.label} align="right" sx={ONE_LINE_FIGURE}>
                      {figure.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      data-layout="cards"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => {
        const own = isOwn?.(row) ?? false;
        return (
          <Box
            component="li"
            key={rowKey(row)}
            data-own={own || undefined}
            data-testid={`${testId}-row-${rowKey(row)}`}
            sx={{
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: own ? 'primary.main' : 'divider',
              bgcolor: own ? 'action.selected' : 'background.paper',
              // The own card is told by its border's weight as well as its colour.
              borderWidth: own ? 2 : 1,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              {mark ? (
                <Typography component="span" sx={{ ...ONE_LINE_FIGURE, fontWeight: 700, minWidth: '2.5em' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {`${mark.label} `}
                  </Box>
                  {mark.value(row)}
                </Typography>
              ) : null}
              <Box sx={{ ...WHOLE_WORDS, minWidth: 0, flex: 1, fontWeight: own ? 700 : 500 }}>{lead(row)}</Box>
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: `repeat(${Math.min(figures.length, 2)}, minmax(0, 1fr))`,
              }}
            >
              {figures.map((figure) => (
                <Box key={figure.label} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary" sx={WHOLE_WORDS}>
                    {figure.label}
                  </Typography>
                  <Typography component="dd" sx={{ ...ONE_LINE_FIGURE, m: 0, fontWeight: 600 }}>
                    {figure.value(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
