import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { numberFormat } from '@vo/domain/intl';
import { useId } from 'react';
import { COLOURS } from '../../components/design-tokens.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/*
 * What the back office's charts share (stacked-bars.tsx, month-lines.tsx): the series' colours, patterns and
 * marks, and our legend. Two series are told apart by more than their colour (WCAG 1.4.1): distinct hues, each
 * at least 3:1 on white, and each bar series its own pattern, each line its own dash and mark.
 */

/** Distinct hues, each with white at 4.5:1 or more: blue, orange, teal, purple, magenta, grey. */
const SERIES_COLOURS = [COLOURS.brand, '#c05600', '#00796b', '#7b1fa2', '#ad1457', COLOURS.textSecondary] as const;
/** A line's dash per series (solid first), so lines that cross stay apart in grey print too. */
const SERIES_DASHES = ['none', '8 4', '2 3', '10 3 2 3', '4 4', '1 5'] as const;
/** A line's mark per series. */
export const SERIES_MARKS = ['circle', 'square', 'triangle', 'diamond', 'cross', 'star'] as const;

export const seriesColour = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
export const seriesDash = (index: number): string => SERIES_DASHES[index % SERIES_DASHES.length]!;
export const seriesMark = (index: number) => SERIES_MARKS[index % SERIES_MARKS.length]!;

/** The pattern a bar series is filled with (white strokes over its colour); the first is plain. */
function patternShapes(index: number) {
  switch (index % SERIES_COLOURS.length) {
    case 1:
      return <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="#fff" strokeWidth={1.6} />;
    case 2:
      return <circle cx={4} cy={4} r={1.6} fill="#fff" />;
    case 3:
      return <path d="M0,0 l8,8 M8,0 l-8,8" stroke="#fff" strokeWidth={1.2} />;
    case 4:
      return <path d="M0,4 h8" stroke="#fff" strokeWidth={1.6} />;
    case 5:
      return <path d="M4,0 v8" stroke="#fff" strokeWidth={1.6} />;
    default:
      return null;
  }
}

/** An id for a chart's patterns, unique on the page (two charts side by side must not share one). */
export function usePatternPrefix(): string {
  return `series-${useId().replace(/[^\w-]/g, '')}`;
}

/** The fill of a bar series: its colour, under its pattern. */
export const seriesFill = (prefix: string, index: number): string =>
  index % SERIES_COLOURS.length === 0 ? seriesColour(index) : `url(#${prefix}-${index})`;

/** The patterns of `count` series, as SVG definitions; put once in each chart that fills with seriesFill. */
export function SeriesPatterns({ prefix, count }: { prefix: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: count }, (_unused, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position in the chart
        <pattern key={index} id={`${prefix}-${index}`} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={seriesColour(index)} />
          {patternShapes(index)}
        </pattern>
      ))}
    </defs>
  );
}

/** The mark of a line series in the legend, drawn as the chart draws it. */
function MarkSwatch({ index }: { index: number }) {
  const colour = seriesColour(index);
  // Hollow, as the chart draws its marks: white inside, the series' colour around.
  const mark = { fill: '#fff', stroke: colour, strokeWidth: 1.5 };
  const shapes: Record<(typeof SERIES_MARKS)[number], React.ReactNode> = {
    circle: <circle cx={12} cy={6} r={3.5} {...mark} />,
    square: <rect x={8.5} y={2.5} width={7} height={7} {...mark} />,
    triangle: <path d="M12,2 L16,10 L8,10 Z" {...mark} />,
    diamond: <path d="M12,1.5 L16.5,6 L12,10.5 L7.5,6 Z" {...mark} />,
    cross: <path d="M9,3 L15,9 M15,3 L9,9" stroke={colour} strokeWidth={2.4} />,
    star: (
      <path d="M12,1.5 L13.4,4.9 L17,5 L14.2,7.2 L15.2,10.6 L12,8.6 L8.8,10.6 L9.8,7.2 L7,5 L10.6,4.9 Z" {...mark} />
    ),
  };
  return (
    <svg width={24} height={12} aria-hidden="true" focusable="false">
      <line x1={0} y1={6} x2={24} y2={6} stroke={colour} strokeWidth={2.5} strokeDasharray={seriesDash(index)} />
      {shapes[seriesMark(index)]}
    </svg>
  );
}

/**
 * Each series' name beside its swatch: the bar's colour and pattern (square), or the line's dash and mark (line).
 * The library's legend costs more than the chart.
 */
export function SeriesLegend({ labels, swatch }: { labels: readonly string[]; swatch: 'square' | 'line' }) {
  const prefix = usePatternPrefix();
  return (
    <Stack component="ul" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0 }}>
      {labels.map((label, index) => (
        <Stack component="li" key={label} direction="row" sx={{ gap: 0.75, alignItems: 'center', listStyle: 'none' }}>
          {swatch === 'square' ? (
            <Box component="svg" width={14} height={14} aria-hidden="true" focusable="false" sx={{ flex: 'none' }}>
              <SeriesPatterns prefix={prefix} count={labels.length} />
              <rect width={14} height={14} rx={2} fill={seriesFill(prefix, index)} />
            </Box>
          ) : (
            <MarkSwatch index={index} />
          )}
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
  const compact = numberFormat(i18n.language, { notation: 'compact' });
  return [{ valueFormatter: (value: number) => compact.format(value), width: 52 }];
}
