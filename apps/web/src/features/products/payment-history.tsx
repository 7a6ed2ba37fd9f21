import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { PaymentRow, ProductDetail } from '@vo/domain/products/products.types';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { PaymentStateChip } from '../../components/payment-state-chip.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatDateOrInstant } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
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
  const amount = useProductAmount();
  // "VISA 1111" as the server wrote it for a card; the other means by their name.
  const method = row.tarjeta ?? t(METHOD_LABEL[row.metodo]);
  return (
    <Box component="li" data-testid={`payment-${row.idPago}`} data-state={row.estado} sx={DIVIDED_ROW_SX}>
      <Stack sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{amount(row.monto, currency)}</Typography>
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
              {t(refund.estado === 'completado' ? 'payments.refundCompleted' : 'payments.refundOnItsWay', {
                amount: amount(refund.monto, currency),
                date: formatDateOrInstant(refund.fecha, i18n.language),
              })}
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

/** The product's payments, newest as the server orders them, each with its receipt to open or download. */
export function PaymentHistory({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  if (product.pagos.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="payments-empty">
        {t('products.noPayments')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="payment-history">
      {product.pagos.map((row) => (
        <PaymentLine key={row.idPago} row={row} currency={product.moneda} />
      ))}
    </Box>
  );
}
