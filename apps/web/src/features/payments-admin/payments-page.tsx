import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { ADMIN_PAYMENT_METHODS } from '@vo/domain/payments/payments-admin.wire';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChartPicture, DayRangeFields, StackedBars, TableRegion } from '../../back-office/shared/index.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatPlainAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { downloadDayTotalsCsv, useDayTotals } from './payments-admin-api.ts';
import { PaymentsPanel } from './payments-panel.tsx';

const touch = { minHeight: 44 } as const;

/**
 * The back office's money (docs/decisions/0038, 0040): payments by day beside the ledger, then the payments with their acts
 * (payments-panel.tsx). A day of the table opens its payments in the list.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState({ desde: '', hasta: '' });
  // Today's card opens today's payments (?dia=): the list starts narrowed to that day.
  const [params] = useSearchParams();
  const [day, setDay] = useState(() => params.get('dia') ?? '');
  const amount = (decimal: string) => formatPlainAmount(decimal, i18n.language);

  const totals = useDayTotals(range);

  const days = [...(totals.data?.dias ?? [])].reverse();
  const byMethod = (method: string) =>
    days.map((one) =>
      (totals.data?.detalle ?? [])
        .filter((row) => row.dia === one.dia && row.metodo === method)
        .reduce((sum, row) => sum + Number(row.monto), 0),
    );
  const received = (totals.data?.dias ?? []).reduce((sum, one) => sum + Number(one.pagos), 0);
  // The companies that received payments in the range: what the list may be narrowed to.
  const companies = [...new Map((totals.data?.detalle ?? []).map((row) => [row.empresaId, row.empresa] as const))].map(
    ([id, name]) => ({ id, name }),
  );

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">{t('adminMoney.title')}</Typography>
      <DayRangeFields range={range} onChange={setRange} failure={totals.error} testId="money">
        <Button
          variant="outlined"
          sx={touch}
          onClick={() => void downloadDayTotalsCsv(range)}
          data-testid="money-export-days"
        >
          {t('adminMoney.exportDays')}
        </Button>
      </DayRangeFields>

      <Paper component="figure" elevation={0} sx={{ p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography variant="h2" component="figcaption">
          {t('adminMoney.byDay')}
        </Typography>
        {/* The chart is a picture; its text alternative is the summary and the table of days below it. */}
        <ChartPicture>
          {days.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={240}
                labels={days.map((one) => formatCalendarDate(one.dia, i18n.language, 'dayMonth'))}
                series={ADMIN_PAYMENT_METHODS.map((method) => ({
                  data: byMethod(method),
                  label: t(`adminMoney.method.${method}`),
                }))}
              />
            </Suspense>
          )}
        </ChartPicture>
        <Typography variant="body2" data-testid="money-chart-summary">
          {t('adminMoney.chartSummary', {
            count: days.length,
            days: formatCount(days.length, i18n.language),
            total: amount(received.toFixed(2)),
          })}
        </Typography>
        <TableRegion label={t('adminMoney.byDay')}>
          <Table size="small" aria-label={t('adminMoney.byDay')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminMoney.day')}</TableCell>
                <TableCell align="right">{t('adminMoney.count')}</TableCell>
                <TableCell align="right">{t('adminMoney.payments')}</TableCell>
                <TableCell align="right">{t('adminMoney.ledger')}</TableCell>
                <TableCell align="right">{t('adminMoney.difference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(totals.data?.dias ?? []).map((one) => (
                <TableRow key={one.dia} data-testid={`money-day-row-${one.dia}`}>
                  <TableCell>
                    <Button
                      sx={{ ...touch, px: 0, justifyContent: 'flex-start' }}
                      onClick={() => setDay(one.dia)}
                      aria-label={t('adminMoney.dayPayments', { day: formatCalendarDate(one.dia, i18n.language) })}
                      data-testid="money-day-open"
                    >
                      {formatCalendarDate(one.dia, i18n.language)}
                    </Button>
                  </TableCell>
                  <TableCell align="right">{one.cantidad}</TableCell>
                  <TableCell align="right">{amount(one.pagos)}</TableCell>
                  <TableCell align="right">{amount(one.libroMayor)}</TableCell>
                  <TableCell align="right" data-testid="money-day-difference">
                    <Chip
                      size="small"
                      color={Number(one.diferencia) === 0 ? 'success' : 'error'}
                      label={`${amount(one.diferencia)} · ${t(
                        Number(one.diferencia) === 0 ? 'adminMoney.reconciled' : 'adminMoney.notReconciled',
                      )}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      </Paper>

      <PaymentsPanel companies={companies} day={day} onDay={setDay} />
    </Stack>
  );
}
