import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation.ts';

/* What the back office's charts share (stacked-bars.tsx, month-lines.tsx): the series' colours and our legend. */

/** The colour of the n-th series of a back-office chart, from the theme (the same order in every chart). */
export function useSeriesColor(): (index: number) => string {
  const { palette } = useTheme();
  const colors = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
  ];
  return (index) => colors[index % colors.length]!;
}

/** Each series' name beside its colour, as a square (bars) or a line; the library's legend costs more than the chart. */
export function SeriesLegend({ labels, swatch }: { labels: readonly string[]; swatch: 'square' | 'line' }) {
  const colorOf = useSeriesColor();
  const size = swatch === 'square' ? { height: 12, borderRadius: 0.5 } : { height: 3 };
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {labels.map((label, index) => (
        <Stack key={label} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
          <Box component="span" sx={{ width: 12, ...size, bgcolor: colorOf(index) }} />
          <Typography variant="body2">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The value axis of a back-office chart: short numbers in the page's language ("15K", "15 mil"), which a phone's
 * axis has room for; the tables beside the charts carry the exact figures.
 */
export function useValueAxis() {
  const { i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  return [{ valueFormatter: (value: number) => compact.format(value), width: 52 }];
}
