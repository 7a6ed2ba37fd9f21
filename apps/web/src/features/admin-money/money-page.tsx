import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import {
  ADMIN_PAYMENT_METHODS,
  ADMIN_PAYMENT_STATES,
  type AdminPaymentRow,
  PAYMENT_EXPORT_PATHS,
} from '@vo/domain/payments/payments-admin.wire';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageNav, pagesOf } from '../../back-office/page-nav.tsx';
import { downloadStaffExport, staffCall } from '../../back-office/staff-api.ts';
import { StaffReasonDialog } from '../../back-office/staff-reason-dialog.tsx';
import { useStaffSession } from '../../back-office/staff-session.ts';
import { unwrap } from '../../lib/api-client.ts';
import { formatPlainAmount, formatProductAmount } from '../../lib/product-money.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The chart library comes with the chart, after the page has drawn (back-office/stacked-bars.tsx). */
const StackedBars = lazy(() => import('../../back-office/stacked-bars.tsx'));

type Act = { kind: 'refund' | 'settle'; payment: AdminPaymentRow };
const touch = { minHeight: 44 } as const;

/** The back office's money (issue 21): payments by day beside the ledger, the payments, refunds and regularisation. */
export default function MoneyPage() {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const mayAct = session ? staffMay(session.role, 'money.act') : false;
  const queryClient = useQueryClient();
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [filter, setFilter] = useState({ estado: '', metodo: '' });
  const [page, setPage] = useState(1);
  const [act, setAct] = useState<Act | null>(null);
  // One key per act, kept for its retries (a second press after a timeout is the same act); new after success.
  const idempotencyKey = useRef<string>('');
  const amount = (decimal: string) => formatPlainAmount(decimal, i18n.language);

  const totals = useQuery({
    queryKey: ['admin-money', 'days', range],
    queryFn: async () =>
      unwrap(
        await staffCall(endpoints.dayTotals, {
          desde: range.desde || undefined,
          hasta: range.hasta || undefined,
        } as never),
      ),
  });
  const listQuery = { pagina: String(page), estado: filter.estado || undefined, metodo: filter.metodo || undefined };
  const list = useQuery({
    queryKey: ['admin-money', 'list', listQuery],
    queryFn: async () => unwrap(await staffCall(endpoints.list, listQuery as never)),
    placeholderData: keepPreviousData,
  });

  const days = [...(totals.data?.dias ?? [])].reverse();
  const byMethod = (method: string) =>
    days.map((day) =>
      (totals.data?.detalle ?? [])
        .filter((row) => row.dia === day.dia && row.metodo === method)
        .reduce((sum, row) => sum + Number(row.monto), 0),
    );
  const received = (totals.data?.dias ?? []).reduce((sum, day) => sum + Number(day.pagos), 0);
  const pages = pagesOf(list.data);

  function openAct(next: Act) {
    idempotencyKey.current = crypto.randomUUID();
    setAct(next);
  }
  async function runAct(reason: string) {
    if (!act) return;
    const endpoint = act.kind === 'refund' ? endpoints.refund : endpoints.settleRegularising;
    const envelope = await staffCall(endpoint, { idPago: act.payment.idPago, motivo: reason } as never, {
      silent: true,
      headers: { 'Idempotency-Key': idempotencyKey.current },
    });
    unwrap(envelope);
    showToast('success', envelope.message ?? '');
    await queryClient.invalidateQueries({ queryKey: ['admin-money'] });
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">{t('adminMoney.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['desde', 'hasta'] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            label={t(field === 'desde' ? 'adminMoney.from' : 'adminMoney.to')}
            value={range[field]}
            onChange={(event) => setRange({ ...range, [field]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `money-${field}` } }}
          />
        ))}
        <Button
          variant="outlined"
          sx={touch}
          onClick={() => void downloadStaffExport(PAYMENT_EXPORT_PATHS.dayTotals, range, 'pagos-por-dia.csv')}
          data-testid="money-export-days"
        >
          {t('adminMoney.exportDays')}
        </Button>
      </Stack>

      <Paper component="figure" elevation={0} sx={{ p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography variant="h2" component="figcaption">
          {t('adminMoney.byDay')}
        </Typography>
        {/* The chart is a picture; its text alternative is the summary and the table of days below it. */}
        <Box aria-hidden="true" sx={{ overflowX: 'auto' }}>
          {days.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={240}
                labels={days.map((day) => day.dia.slice(5))}
                series={ADMIN_PAYMENT_METHODS.map((method) => ({
                  data: byMethod(method),
                  label: t(`adminMoney.method.${method}`),
                }))}
              />
            </Suspense>
          )}
        </Box>
        <Typography variant="body2" data-testid="money-chart-summary">
          {t('adminMoney.chartSummary', { days: String(days.length), total: amount(received.toFixed(2)) })}
        </Typography>
        <TableContainer>
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
              {(totals.data?.dias ?? []).map((day) => (
                <TableRow key={day.dia} data-testid={`money-day-row-${day.dia}`}>
                  <TableCell>{day.dia}</TableCell>
                  <TableCell align="right">{day.cantidad}</TableCell>
                  <TableCell align="right">{amount(day.pagos)}</TableCell>
                  <TableCell align="right">{amount(day.libroMayor)}</TableCell>
                  <TableCell align="right" data-testid="money-day-difference">
                    <Chip
                      size="small"
                      color={Number(day.diferencia) === 0 ? 'success' : 'error'}
                      label={`${amount(day.diferencia)} · ${t(
                        Number(day.diferencia) === 0 ? 'adminMoney.reconciled' : 'adminMoney.notReconciled',
                      )}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Typography variant="h2">{t('adminMoney.list')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          <TextField
            select
            label={t('adminMoney.state')}
            value={filter.estado}
            onChange={(event) => {
              setFilter({ ...filter, estado: event.target.value });
              setPage(1);
            }}
            sx={{ minWidth: 200 }}
            slotProps={{ htmlInput: { 'data-testid': 'money-state-filter' } }}
          >
            <MenuItem value="">{t('adminMoney.any')}</MenuItem>
            {Object.keys(ADMIN_PAYMENT_STATES).map((state) => (
              <MenuItem key={state} value={state}>
                {t(`adminMoney.state.${state}` as never)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('adminMoney.method')}
            value={filter.metodo}
            onChange={(event) => {
              setFilter({ ...filter, metodo: event.target.value });
              setPage(1);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('adminMoney.any')}</MenuItem>
            {ADMIN_PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {t(`adminMoney.method.${method}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            sx={touch}
            onClick={() => void downloadStaffExport(PAYMENT_EXPORT_PATHS.payments, filter, 'pagos.csv')}
            data-testid="money-export-payments"
          >
            {t('adminMoney.exportPayments')}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={t('adminMoney.list')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('adminMoney.day')}</TableCell>
                <TableCell>{t('adminMoney.customer')}</TableCell>
                <TableCell>{t('adminMoney.method')}</TableCell>
                <TableCell>{t('adminMoney.state')}</TableCell>
                <TableCell align="right">{t('adminMoney.amount')}</TableCell>
                <TableCell>{t('adminMoney.company')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data?.filas ?? []).map((payment) => (
                <TableRow key={payment.idPago} data-testid={`payment-row-${payment.idPago}`}>
                  <TableCell>{payment.idPago}</TableCell>
                  <TableCell>{payment.dia}</TableCell>
                  <TableCell>
                    {payment.cliente}
                    <Typography variant="body2" color="text.secondary">
                      {payment.contrato}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`adminMoney.method.${payment.metodo}` as never)}</TableCell>
                  <TableCell data-testid="payment-state">{t(`adminMoney.state.${payment.estado}` as never)}</TableCell>
                  <TableCell align="right">
                    {formatProductAmount(payment.monto, payment.moneda, i18n.language)}
                  </TableCell>
                  <TableCell>{payment.empresa}</TableCell>
                  <TableCell>
                    {mayAct && (payment.estado === 'confirmado' || payment.estado === 'en_regularizacion') && (
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                        <Button
                          sx={touch}
                          onClick={() => openAct({ kind: 'refund', payment })}
                          data-testid="payment-refund"
                        >
                          {t('adminMoney.refund')}
                        </Button>
                        {payment.estado === 'en_regularizacion' && (
                          <Button
                            sx={touch}
                            onClick={() => openAct({ kind: 'settle', payment })}
                            data-testid="payment-settle"
                          >
                            {t('adminMoney.settle')}
                          </Button>
                        )}
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.data?.filas.length === 0 && <Typography sx={{ py: 2 }}>{t('adminMoney.empty')}</Typography>}
        <PageNav page={page} pages={pages} onPage={setPage} testId="money-page" />
      </Paper>

      {act ? (
        <StaffReasonDialog
          key={`${act.kind}-${act.payment.idPago}`}
          title={t(act.kind === 'refund' ? 'adminMoney.refundTitle' : 'adminMoney.settleTitle', {
            payment: String(act.payment.idPago),
          })}
          act={runAct}
          onClose={() => setAct(null)}
        />
      ) : null}
    </Stack>
  );
}
