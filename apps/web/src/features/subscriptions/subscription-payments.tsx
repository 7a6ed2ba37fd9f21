import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionWire } from '@vo/domain/subscriptions/subscription.schemas';
import { DIVIDED_ROW_SX } from '../../components/divided-list.ts';
import { PaymentStateChip } from '../../components/payment-state-chip.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatDateOrInstant } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fetchReceipt } from '../products/index.ts';

/** Every period paid, newest first, each with its receipt to open or download. */
export function SubscriptionPayments({ subscription }: { subscription: SubscriptionWire }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  return (
    <Paper component="section" elevation={0} sx={{ p: 2 }} data-testid="subscription-payments">
      <Stack spacing={1}>
        <Typography variant="h2">{t('subscriptionPage.payments')}</Typography>
        {subscription.pagos.length === 0 ? (
          <Typography color="text.secondary">{t('subscriptionPage.noPayments')}</Typography>
        ) : null}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {subscription.pagos.map((row) => (
            <Box
              component="li"
              key={row.idPago}
              data-testid={`subscription-payment-${row.idPago}`}
              sx={{ ...DIVIDED_ROW_SX, py: 1 }}
            >
              <Stack sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{amount(row.monto, subscription.moneda)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateOrInstant(row.fecha, i18n.language)}
                  {row.tarjeta ? ` · ${row.tarjeta}` : ''}
                </Typography>
              </Stack>
              <PaymentStateChip estado={row.estado} />
              {row.nroRecibo ? (
                <PdfActions
                  load={() => fetchReceipt(row.idPago)}
                  documentName={row.nroRecibo}
                  downloadLabel={t('payments.downloadReceipt')}
                  size="small"
                  testId="subscription-receipt-download"
                />
              ) : null}
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
