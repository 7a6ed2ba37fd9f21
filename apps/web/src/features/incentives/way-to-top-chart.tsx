import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import type { WayToTop } from '@vo/domain/incentives/way-to-top.wire';
import { dateTimeFormat, numberFormat } from '@vo/domain/intl';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CHART_HEIGHT } from './way-to-top-sizes.ts';

/**
 * Her month in the race as a picture (docs/decisions/0065): her capital, day by day up to today, against the
 * race's cut-off as a dashed line. Said in words below it and as a table for a screen reader (DESIGN: every chart
 * with a table); the picture itself is hidden from them. A lazy chunk, drawn from the library's parts
 * (docs/decisions/0031).
 */
export default function MonthChart({ way }: { way: WayToTop }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const money = (amount: string) => formatProductAmount(amount, 'USD', i18n.language);
  const compact = (n: number) => numberFormat(i18n.language, { notation: 'compact' }).format(n);
  const days = Array.from({ length: way.mes.dias }, (_, i) => i + 1);
  // The days still to come have no value: the line stops at today.
  const capital = days.map((day) => (day <= way.mes.carrera.length ? Number(way.mes.carrera[day - 1]) : null));
  const today = way.mes.carrera.length;
  const last = way.mes.carrera.at(-1) ?? '0.00';
  const date = dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${way.mes.mes}-${String(Math.max(today, 1)).padStart(2, '0')}T12:00:00Z`),
  );
  const cutoff = Number(way.carrera.corte);
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="home-way-chart">
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 700 }}>
        {t('wayToTop.chartTitle')}
      </Typography>
      <Box aria-hidden="true" sx={{ '& .MuiLineElement-root': { strokeWidth: 3 } }}>
        <ChartsContainer
          height={CHART_HEIGHT}
          // Drawn at once: a line that grows while it is read (or screenshotted) says a wrong figure for a moment.
          skipAnimation
          // The picture is hidden from screen readers (the sentence and the table below say it): nothing in it may
          // take the keyboard's focus, so the chart's own navigation is off (axe: aria-hidden-focus).
          disableKeyboardNavigation
          margin={{ left: 0, right: 8, top: 12 }}
          xAxis={[
            {
              scaleType: 'point',
              data: days,
              // A tick a week (1, 8, 15, 22, 29): a phone's axis has room for five.
              tickInterval: (day: number) => (day - 1) % 7 === 0,
            },
          ]}
          yAxis={[
            {
              min: 0,
              max: Math.max(cutoff, ...capital.map((c) => c ?? 0)) * 1.1 || 1,
              width: 48,
              valueFormatter: compact,
            },
          ]}
          series={[{ type: 'line', data: capital, color: theme.palette.primary.main, showMark: false }]}
        >
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          {cutoff > 0 ? (
            <ChartsReferenceLine
              y={cutoff}
              lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '6 4', strokeWidth: 2 }}
            />
          ) : null}
        </ChartsContainer>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} aria-hidden="true">
        <Box component="span" sx={{ width: 24, borderTop: 2, borderStyle: 'dashed', borderColor: 'error.main' }} />
        <Typography variant="body2">{t('wayToTop.chartCutoff', { cutoff: money(way.carrera.corte) })}</Typography>
        <Box component="span" sx={{ width: 12, height: 12, ml: 1, bgcolor: 'primary.main', borderRadius: 0.5 }} />
        <Typography variant="body2">{t('wayToTop.chartYou')}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="home-way-chart-summary">
        {t('wayToTop.chartSummary', { date, amount: money(last), cutoff: money(way.carrera.corte) })}
      </Typography>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('wayToTop.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wayToTop.chartDay')}</th>
            <th scope="col">{t('wayToTop.chartYou')}</th>
          </tr>
        </thead>
        <tbody>
          {way.mes.carrera.map((amount, i) => (
            <tr key={days[i]}>
              <td>{days[i]}</td>
              <td>{money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
