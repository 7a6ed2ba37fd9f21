import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { Suspense } from 'react';
import { ChartPicture, MonthLines, StackedBars, TableRegion } from '../../back-office/shared/index.ts';
import { formatMonth } from '../../lib/format-date.ts';
import { formatPlainAmount, formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { exportStandings, useStandings } from './sales-admin-api.ts';

const touch = { minHeight: 44 } as const;

/**
 * The travel race as the advisers see it: its top as bars, its leaders over the race's months as lines (each a
 * picture with a table beside it), this month's best sellers, and the standings' CSV.
 */
export function StandingsPanel() {
  const { t, i18n } = useTranslation();
  const standings = useStandings();
  const race = standings.data?.carreraPuestos ?? [];
  const overTime = standings.data?.carreraPorMes;
  const raceTitle = t('adminSales.race', { race: standings.data?.carrera ?? '' });
  const monthName = (month: string) => formatMonth(month, i18n.language, 'short');
  const points = (decimal: string) => formatPlainAmount(decimal, i18n.language);
  const count = (value: number) => formatCount(value, i18n.language);
  // The month of the best sellers ("2026-11") as words: "noviembre de 2026".
  const bestSellerTitle = t('adminSales.bestSeller', {
    month: standings.data ? formatMonth(standings.data.mes, i18n.language, 'longYear') : '',
  });

  return (
    <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography variant="h2" component="figcaption">
          {raceTitle}
        </Typography>
        <ChartPicture>
          {race.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={220}
                labels={race.map((row) => t('adminSales.positionShort', { position: row.posicion }))}
                series={[{ data: race.map((row) => Number(row.puntos)), label: t('adminSales.points') }]}
              />
            </Suspense>
          )}
        </ChartPicture>
        <Typography variant="body2">
          {t('adminSales.raceSummary', { count: race.length, first: race[0]?.asesor ?? '—' })}
        </Typography>
        <TableRegion label={raceTitle} maxHeight={320}>
          <Table size="small" stickyHeader aria-label={raceTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminSales.position')}</TableCell>
                <TableCell>{t('adminSales.adviser')}</TableCell>
                <TableCell align="right">{t('adminSales.points')}</TableCell>
                <TableCell align="right">{t('adminSales.sales')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {race.map((row) => (
                <TableRow key={row.codigo}>
                  <TableCell>{row.posicion}</TableCell>
                  <TableCell>{row.asesor}</TableCell>
                  <TableCell align="right">{points(row.puntos)}</TableCell>
                  <TableCell align="right">{count(row.ventas)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      </Box>

      {overTime && overTime.series.length > 0 && (
        <Box component="figure" sx={{ m: 0, mt: 3 }} data-testid="sales-race-over-time">
          <Typography variant="h2" component="figcaption">
            {t('adminSales.raceOverTime')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('adminSales.raceOverTimeLead', { count: overTime.series.length })}
          </Typography>
          {/* A picture; its text alternative is the table below it, month by month. */}
          <ChartPicture>
            <Suspense fallback={null}>
              <MonthLines
                height={240}
                labels={overTime.meses.map(monthName)}
                series={overTime.series.map((one) => ({ label: one.asesor, data: one.puntos.map(Number) }))}
              />
            </Suspense>
          </ChartPicture>
          <TableRegion label={t('adminSales.raceOverTime')}>
            <Table size="small" aria-label={t('adminSales.raceOverTime')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminSales.adviser')}</TableCell>
                  {overTime.meses.map((month) => (
                    <TableCell key={month} align="right">
                      {monthName(month)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {overTime.series.map((one) => (
                  <TableRow key={one.codigo} data-testid="sales-race-over-time-row">
                    <TableCell>{one.asesor}</TableCell>
                    {one.puntos.map((value, index) => (
                      <TableCell key={overTime.meses[index]} align="right">
                        {points(value)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        </Box>
      )}

      <Typography variant="h2" component="h3" sx={{ mt: 3 }}>
        {bestSellerTitle}
      </Typography>
      <TableRegion label={bestSellerTitle}>
        <Table size="small" aria-label={bestSellerTitle} data-testid="sales-best-sellers">
          <TableHead>
            <TableRow>
              <TableCell>{t('adminSales.position')}</TableCell>
              <TableCell>{t('adminSales.adviser')}</TableCell>
              <TableCell align="right">{t('adminSales.sales')}</TableCell>
              <TableCell align="right">{t('adminSales.amountSold')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(standings.data?.mejorVendedor ?? []).map((row) => (
              <TableRow key={row.codigo}>
                <TableCell>{row.posicion}</TableCell>
                <TableCell>{row.asesor}</TableCell>
                <TableCell align="right">{count(row.ventas)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatProductAmount(row.monto, 'USD', i18n.language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableRegion>
      <Button
        variant="outlined"
        sx={{ ...touch, mt: 2 }}
        onClick={() => void exportStandings()}
        data-testid="sales-export-standings"
      >
        {t('adminSales.exportStandings')}
      </Button>
    </Paper>
  );
}
