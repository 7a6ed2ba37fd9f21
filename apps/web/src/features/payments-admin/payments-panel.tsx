import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { BACK_OFFICE_COUNT_CAP } from '@vo/domain/back-office/back-office-config';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { formatCount } from '@vo/domain/money';
import {
  ADMIN_PAYMENT_METHODS,
  ADMIN_PAYMENT_STATES,
  type AdminPaymentMethod,
  type AdminPaymentRow,
  type AdminPaymentStateWire,
} from '@vo/domain/payments/payments-admin.wire';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageNav, SearchBox, TableRegion, useStaffSession } from '../../back-office/shared/index.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { downloadPaymentsCsv, usePaymentList } from './payments-admin-api.ts';
import { type PaymentListQuery, paymentsAdminKeys } from './payments-admin-keys.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { SettleDialog } from './settle-dialog.tsx';

type Act = { kind: 'refund' | 'settle'; payment: AdminPaymentRow };
const touch = { minHeight: 44 } as const;

/**
 * The payments, newest first, narrowed by day, state, method and company; a refund or the settling of money in
 * regularisation behind a reason, each exactly once (each dialog keeps its Idempotency-Key); the list's CSV.
 */
export function PaymentsPanel({
  companies,
  day,
  onDay,
}: {
  companies: readonly { id: number; name: string }[];
  day: string;
  onDay: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const mayAct = session ? staffMay(session.role, 'payments.act') : false;
  const queryClient = useQueryClient();
  // Today's card of money in regularisation opens the list in that state (?estado=en_regularizacion).
  const [params] = useSearchParams();
  const asked = params.get('estado') ?? '';
  const [filter, setFilter] = useState<{
    estado: AdminPaymentStateWire | '';
    metodo: AdminPaymentMethod | '';
    empresa: string;
    buscar: string;
  }>(() => ({
    estado: asked in ADMIN_PAYMENT_STATES ? (asked as AdminPaymentStateWire) : '',
    metodo: '',
    empresa: '',
    buscar: '',
  }));
  const [page, setPage] = useState(1);
  const [act, setAct] = useState<Act | null>(null);

  const narrowed: PaymentListQuery = {
    buscar: filter.buscar || undefined,
    dia: day || undefined,
    estado: filter.estado || undefined,
    metodo: filter.metodo || undefined,
    empresa: filter.empresa || undefined,
  };
  const list = usePaymentList(narrowed, page);
  const narrow = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  async function actDone(message: string) {
    showToast('success', message);
    await queryClient.invalidateQueries({ queryKey: paymentsAdminKeys.all });
  }

  return (
    <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h2">{t('adminMoney.list')}</Typography>
      <SearchBox label={t('adminMoney.search')} onSearch={(buscar) => narrow({ buscar })} testId="money-search" />
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2} sx={{ my: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={t('adminMoney.day')}
          value={day}
          onChange={(event) => {
            onDay(event.target.value);
            setPage(1);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'money-day-filter' } }}
        />
        <TextField
          select
          label={t('adminMoney.state')}
          value={filter.estado}
          onChange={(event) => narrow({ estado: event.target.value as AdminPaymentStateWire | '' })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'money-state-filter' } }}
        >
          <MenuItem value="">{t('adminMoney.any')}</MenuItem>
          {Object.keys(ADMIN_PAYMENT_STATES).map((state) => (
            <MenuItem key={state} value={state}>
              {t(`adminMoney.state.${state}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('adminMoney.method')}
          value={filter.metodo}
          onChange={(event) => narrow({ metodo: event.target.value as AdminPaymentMethod | '' })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('adminMoney.any')}</MenuItem>
          {ADMIN_PAYMENT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`adminMoney.method.${method}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('adminMoney.company')}
          value={filter.empresa}
          onChange={(event) => narrow({ empresa: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('adminMoney.any')}</MenuItem>
          {companies.map((company) => (
            <MenuItem key={company.id} value={String(company.id)}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          sx={touch}
          onClick={() => void downloadPaymentsCsv(narrowed)}
          data-testid="money-export-payments"
        >
          {t('adminMoney.exportPayments')}
        </Button>
      </Stack>
      {list.data?.totalLimitado && (
        <Typography variant="body2" color="text.secondary" data-testid="money-list-capped">
          {t('adminMoney.listCapped', { cap: formatCount(BACK_OFFICE_COUNT_CAP, i18n.language) })}
        </Typography>
      )}
      <TableRegion label={t('adminMoney.list')}>
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
                <TableCell>{formatCalendarDate(payment.dia, i18n.language)}</TableCell>
                <TableCell>
                  {payment.cliente}
                  <Typography variant="body2" color="text.secondary">
                    {payment.contrato}
                  </Typography>
                </TableCell>
                <TableCell>{t(`adminMoney.method.${payment.metodo}`)}</TableCell>
                <TableCell data-testid="payment-state">
                  {t(`adminMoney.state.${payment.estado}`)}
                  {payment.reembolsado !== '0.00' && payment.estado !== 'reembolsado' && (
                    <Typography variant="body2" color="text.secondary" data-testid="payment-partly-refunded">
                      {t('adminMoney.partlyRefunded', {
                        refunded: formatProductAmount(payment.reembolsado, payment.moneda, i18n.language),
                      })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{formatProductAmount(payment.monto, payment.moneda, i18n.language)}</TableCell>
                <TableCell>{payment.empresa}</TableCell>
                <TableCell>
                  {mayAct &&
                    (payment.estado === 'confirmado' || payment.estado === 'en_regularizacion') &&
                    payment.reembolsado !== payment.monto && (
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                        <Button
                          sx={touch}
                          onClick={() => setAct({ kind: 'refund', payment })}
                          data-testid="payment-refund"
                        >
                          {t('adminMoney.refund')}
                        </Button>
                        {payment.estado === 'en_regularizacion' && (
                          <Button
                            sx={touch}
                            onClick={() => setAct({ kind: 'settle', payment })}
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
      </TableRegion>
      {list.data?.filas.length === 0 && <Typography sx={{ py: 2 }}>{t('adminMoney.empty')}</Typography>}
      <PageNav page={page} list={list.data} onPage={setPage} testId="money-page" />

      {act?.kind === 'refund' && (
        <RefundDialog
          key={`refund-${act.payment.idPago}`}
          payment={act.payment}
          onDone={actDone}
          onClose={() => setAct(null)}
        />
      )}
      {act?.kind === 'settle' && (
        <SettleDialog
          key={`settle-${act.payment.idPago}`}
          payment={act.payment}
          onDone={actDone}
          onClose={() => setAct(null)}
        />
      )}
    </Paper>
  );
}
