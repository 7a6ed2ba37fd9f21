import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { RaceStanding } from '@vo/domain/incentives/incentives.types';
import { numberFormat } from '@vo/domain/intl';
import { formatCount } from '@vo/domain/money';
import { formatMonth } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The race as pictures (docs/decisions/0031): the top's points as bars with the cut-off line across them (the caller's
 * bar in the accent colour, added at the end when outside the top), and the caller's sales by month. Loaded
 * lazily by the ranking page, drawn from the library's parts (bars, axes, line: no legend, tooltip or toolbar) to stay a small chunk: the chart library never reaches the login route (docs/decisions/0031).
 */
export default function RaceCharts({ standing }: { standing: RaceStanding }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const own = standing.propio;
  const count = (n: number | null) => formatCount(n ?? 0, i18n.language);
  // Axis ticks short ("15K", "15 mil"): a phone's axis has room for four characters.
  const compact = (n: number) => numberFormat(i18n.language, { notation: 'compact' }).format(n);
  const bars = standing.top.map((row) => ({ label: `#${row.posicion}`, points: row.puntos }));
  const ownInTop = own.posicion !== null && standing.top.some((row) => row.posicion === own.posicion);
  if (!ownInTop) bars.push({ label: t('ranking.chartYou'), points: own.puntos });
  const ownLabel = ownInTop ? `#${own.posicion}` : t('ranking.chartYou');
  const monthName = (month: string) => formatMonth(month, i18n.language, 'short');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper component="figure" elevation={0} sx={{ p: { xs: 1.5, sm: 2 }, m: 0 }} data-testid="ranking-chart">
        <Typography variant="h2" component="figcaption" sx={{ mb: 1 }}>
          {t('ranking.chartTitle')}
        </Typography>
        <ChartsContainer
          height={240}
          margin={{ left: 0, right: 8 }}
          xAxis={[
            {
              scaleType: 'band',
              data: bars.map((bar) => bar.label),
              tickLabelInterval: (_value, index) => index % 10 === 0,
              colorMap: {
                type: 'ordinal',
                values: [ownLabel],
                colors: [theme.palette.secondary.main],
                unknownColor: theme.palette.primary.main,
              },
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => compact(value), width: 60 }]}
          series={[{ type: 'bar', data: bars.map((bar) => bar.points), label: t('ranking.points') }]}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsReferenceLine
            y={own.puntosCorte}
            lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '6 4', strokeWidth: 2 }}
          />
        </ChartsContainer>
        {/* The line's value below the chart, not on it: over 40 bars a label on the line is hidden by them. */}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ width: 24, borderTop: 2, borderStyle: 'dashed', borderColor: 'error.main' }} />
          <Typography variant="body2" data-testid="ranking-chart-cutoff">
            {t('ranking.chartCutoff', { points: count(own.puntosCorte) })}
          </Typography>
          <Box component="span" sx={{ width: 12, height: 12, ml: 1, bgcolor: 'secondary.main', borderRadius: 0.5 }} />
          <Typography variant="body2">
            {ownLabel === t('ranking.chartYou') ? ownLabel : `${t('ranking.chartYou')} (${ownLabel})`}
          </Typography>
        </Stack>
      </Paper>
      <Paper component="figure" elevation={0} sx={{ p: { xs: 1.5, sm: 2 }, m: 0 }} data-testid="ranking-sales-chart">
        <Typography variant="h2" component="figcaption" sx={{ mb: 1 }}>
          {t('ranking.salesChartTitle')}
        </Typography>
        <ChartsContainer
          height={200}
          margin={{ left: 0, right: 8 }}
          xAxis={[{ scaleType: 'band', data: standing.carrera.meses.map(monthName) }]}
          yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => count(value), width: 44 }]}
          series={[
            {
              type: 'bar',
              data: standing.carrera.meses.map((_, index) => own.ventasPorMes[index] ?? 0),
              label: t('ranking.sales'),
              color: theme.palette.primary.main,
            },
          ]}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Paper>
    </Stack>
  );
}
