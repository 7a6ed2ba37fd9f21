import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { InstalmentRow, PaymentRow, ProductDetail } from '@vo/domain/products/products.types';
import { useState } from 'react';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { PaymentStateChip } from '../../components/payment-state-chip.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatCalendarDate, formatDateOrInstant } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fetchReceipt } from './products-api.ts';

const METHOD_LABEL: Record<PaymentRow['metodo'], MessageKey> = {
  tarjeta: 'payments.methodCard',
  qr: 'payments.methodQr',
  tarjeta_prepago: 'payments.methodPrepaid',
  billetera: 'payments.methodWallet',
};

function PaymentLine({ row, currency }: { row: PaymentRow; currency: string }) {
  const { t, i18n } = useTranslation();
  // "VISA 1111" as the server wrote it for a card; the other means by their name.
  const method = row.tarjeta ?? t(METHOD_LABEL[row.metodo]);
  return (
    <Box component="li" data-testid={`payment-${row.idPago}`} data-state={row.estado} sx={DIVIDED_ROW_SX}>
      <Stack sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Amount value={row.monto} currency={currency} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateOrInstant(row.fecha, i18n.language)} · {method}
        </Typography>
      </Stack>
      <PaymentStateChip estado={row.estado} />
      {row.reembolsos.length > 0 && (
        <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none', flexBasis: '100%' }} data-testid="payment-refunds">
          {row.reembolsos.map((refund) => (
            <Typography
              component="li"
              variant="body2"
              key={`${refund.fecha}-${refund.monto}`}
              color={refund.estado === 'completado' ? 'text.secondary' : 'warning.dark'}
              data-state={refund.estado}
            >
              <AmountSentence
                write={([amount]) =>
                  t(refund.estado === 'completado' ? 'payments.refundCompleted' : 'payments.refundOnItsWay', {
                    amount,
                    date: formatDateOrInstant(refund.fecha, i18n.language),
                  })
                }
                amounts={[<Amount key="refund" value={refund.monto} currency={currency} />]}
              />
            </Typography>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: '0 1 auto', ml: 'auto' }}>
        {row.nroRecibo ? (
          <>
            <Typography variant="body2" data-testid="payment-receipt-number">
              {row.nroRecibo}
            </Typography>
            <PdfActions
              load={() => fetchReceipt(row.idPago)}
              documentName={row.nroRecibo}
              downloadLabel={t('payments.downloadReceipt')}
              size="small"
              testId="payment-receipt-download"
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('payments.noReceipt')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/** How many instalments paid before online payments are listed before "See all". */
const PAID_ON_PLAN_SHOWN = 3;

/**
 * Instalments the schedule has as paid that no online payment of this list settled: paid at an office or
 * before online payments (the seed and imports record them with a receipt number and no payment row). They
 * are listed so that "14 of 48 paid" never stands beside "no payments yet" (docs/decisions/0045).
 */
function PaidOnPlan({ rows, currency }: { rows: readonly InstalmentRow[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const newestFirst = [...rows].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, PAID_ON_PLAN_SHOWN);
  return (
    <Stack spacing={1} data-testid="payments-on-plan">
      <Typography variant="h3" sx={{ fontSize: '1rem' }}>
        {t('products.paidOnPlan')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('products.paidOnPlanNote')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {shown.map((row) => (
          <Box component="li" key={row.nroCuota} data-testid={`paid-instalment-${row.nroCuota}`} sx={DIVIDED_ROW_SX}>
            <Stack sx={{ flex: '1 1 180px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                <Amount value={row.pagado} currency={currency} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('products.paidInstalment', {
                  number: row.nroCuota,
                  date: formatCalendarDate(row.fechaVencimiento, i18n.language),
                })}
              </Typography>
            </Stack>
            {row.nroRecibo ? (
              <Typography variant="body2" sx={{ ml: 'auto' }}>
                {row.nroRecibo}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {rows.length > PAID_ON_PLAN_SHOWN ? (
        <Button
          variant="text"
          onClick={() => setAll((open) => !open)}
          aria-expanded={all}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="payments-on-plan-all"
        >
          {all ? t('products.seeNextInstalments') : t('products.seeAllInstalments', { count: rows.length })}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The product's payments: the receipts of online payments, newest as the server orders them, each to open or
 * download; then the instalments paid before them, so the list agrees with the schedule's count.
 */
export function PaymentHistory({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const receipts = new Set(product.pagos.map((row) => row.nroRecibo).filter((receipt) => receipt !== null));
  const paidOnPlan = product.cuotas.filter(
    (row) => row.estado === 'PAGADA' && !(row.nroRecibo !== null && receipts.has(row.nroRecibo)),
  );
  if (product.pagos.length === 0 && paidOnPlan.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="payments-empty">
        {t('products.noPayments')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {product.pagos.length > 0 ? (
        <Stack spacing={1}>
          {paidOnPlan.length > 0 ? (
            <Typography variant="h3" sx={{ fontSize: '1rem' }}>
              {t('products.receiptsTitle')}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="payment-history">
            {product.pagos.map((row) => (
              <PaymentLine key={row.idPago} row={row} currency={product.moneda} />
            ))}
          </Box>
        </Stack>
      ) : null}
      {paidOnPlan.length > 0 ? <PaidOnPlan rows={paidOnPlan} currency={product.moneda} /> : null}
    </Stack>
  );
}
