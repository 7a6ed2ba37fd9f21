import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import type { AdminPaymentRow } from '@vo/domain/payments/payments-admin.wire';
import { useRef } from 'react';
import { StaffReasonDialog } from '../../back-office/shared/index.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { settleRegularising } from './payments-admin-api.ts';

/**
 * Money in regularisation applied to its instalments (docs/decisions/0050), asked as staff trust it: who paid what,
 * how and when, what the server will do with it (settleRegularising: applied oldest instalment first, a receipt,
 * the customer told; refused above today's debt), then the reason, then "Apply <amount>". One Idempotency-Key
 * per dialog, kept for its retries.
 */
export function SettleDialog({
  payment,
  onDone,
  onClose,
}: {
  payment: AdminPaymentRow;
  onDone: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (decimal: string) => formatProductAmount(decimal, payment.moneda, i18n.language);
  const idempotencyKey = useRef(crypto.randomUUID());
  // What refunds hold of it stays in suspense (docs/decisions/0043): the rest is what is applied.
  const applied = centsToDecimalString(parseAmountToCents(payment.monto)! - parseAmountToCents(payment.reembolsado)!);
  const means = payment.medio ?? t(`adminMoney.method.${payment.metodo}`);
  return (
    <StaffReasonDialog
      title={t('adminMoney.settleTitle', { payment: String(payment.idPago) })}
      confirmLabel={t('adminMoney.settleConfirm', { amount: money(applied) })}
      onClose={onClose}
      act={async (reason) => {
        const { message } = await settleRegularising({ paymentId: payment.idPago, reason }, idempotencyKey.current);
        await onDone(message);
      }}
    >
      <Stack spacing={1.5} sx={{ mb: 1 }}>
        <Typography data-testid="settle-what">
          {t('adminMoney.settleWhat', {
            customer: payment.cliente,
            amount: money(payment.monto),
            means,
            date: formatInstant(payment.fecha, i18n.language),
            contract: payment.contrato,
          })}
        </Typography>
        {payment.reembolsado !== '0.00' && (
          <Typography variant="body2">
            {t('adminMoney.settleHeldByRefunds', { refunded: money(payment.reembolsado) })}
          </Typography>
        )}
        <Alert severity="info" data-testid="settle-effect">
          {t('adminMoney.settleEffect', { amount: money(applied), contract: payment.contrato })}
        </Alert>
      </Stack>
    </StaffReasonDialog>
  );
}
