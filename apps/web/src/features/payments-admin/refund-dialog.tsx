import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { STAFF_REASON_MAX_LENGTH } from '@vo/domain/config';
import { amountInputText, centsToDecimalString, parseAmountToCents, parseLocaleAmount } from '@vo/domain/money';
import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import type { AdminPaymentRow } from '@vo/domain/payments/payments-admin.wire';
import { type FormEvent, useId, useRef, useState } from 'react';
import { staffCall } from '../../back-office/shared/index.ts';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { ApiFailure, unwrap } from '../../lib/api-client.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * A refund asked with everything a staff member needs to trust it (docs/decisions/0043): who paid what, how and
 * under which receipt, what was given back already, the amount (everything left unless changed), what will
 * happen through that means, and the reason kept in the audit trail. One Idempotency-Key per dialog, kept for
 * its retries; a refusal shows under the field it is about.
 */
export function RefundDialog({
  payment,
  onDone,
  onClose,
}: {
  payment: AdminPaymentRow;
  onDone: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  const money = (decimal: string) => formatProductAmount(decimal, payment.moneda, language);
  const leftCents = parseAmountToCents(payment.monto)! - parseAmountToCents(payment.reembolsado)!;
  const [amount, setAmount] = useState(amountInputText(leftCents, language));
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<{ field: 'monto' | 'motivo'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  const earlier = useQuery({
    queryKey: ['admin-money', 'refunds', payment.idPago],
    queryFn: async () => unwrap(await staffCall(endpoints.refunds, { idPago: String(payment.idPago) } as never)),
    enabled: payment.reembolsado !== '0.00',
  });

  const cents = parseLocaleAmount(amount, language);
  const means = payment.medio ?? t(`adminMoney.method.${payment.metodo}` as never);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (cents === null || cents <= 0n) {
      setRefusal({
        field: 'monto',
        message: t('adminMoney.refundAmountInvalid', { example: amountInputText(1250n, language) }),
      });
      return;
    }
    setBusy(true);
    try {
      const envelope = await staffCall(
        endpoints.refund,
        { idPago: payment.idPago, motivo: reason, monto: centsToDecimalString(cents) } as never,
        { silent: true, headers: { 'Idempotency-Key': idempotencyKey.current } },
      );
      unwrap(envelope);
      await onDone(envelope.message ?? '');
      onClose();
    } catch (error) {
      if (error instanceof ApiFailure) {
        const field = (error.envelope.data as { campo?: string } | undefined)?.campo === 'monto' ? 'monto' : 'motivo';
        setRefusal({ field, message: error.envelope.message ?? t('platform.tryAgain') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ResponsiveDialog onClose={onClose} titleId={titleId} testId="refund-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('adminMoney.refundTitle', { payment: String(payment.idPago) })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography data-testid="refund-what">
              {t('adminMoney.refundWhat', {
                customer: payment.cliente,
                amount: money(payment.monto),
                means,
                receipt: payment.nroRecibo ?? t('adminMoney.noReceipt'),
              })}
            </Typography>
            {payment.reembolsado !== '0.00' && (
              <Typography variant="body2" data-testid="refund-so-far">
                {t('adminMoney.refundedSoFar', { refunded: money(payment.reembolsado), amount: money(payment.monto) })}
              </Typography>
            )}
            {(earlier.data?.reembolsos.length ?? 0) > 0 && (
              <Stack component="ul" aria-label={t('adminMoney.refunds')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {earlier.data!.reembolsos.map((refund) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={refund.idReembolso}>
                    {formatInstant(refund.fecha, language)} · {money(refund.monto)} ·{' '}
                    {t(`adminMoney.refundState.${refund.estado}` as never)}
                  </Typography>
                ))}
              </Stack>
            )}
            <TextField
              label={t('adminMoney.refundAmount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={refusal?.field === 'monto'}
              helperText={
                refusal?.field === 'monto'
                  ? refusal.message
                  : t('adminMoney.refundAmountHelp', { left: money(centsToDecimalString(leftCents)) })
              }
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' },
                formHelperText: { role: refusal?.field === 'monto' ? 'alert' : undefined },
              }}
            />
            <Alert severity="info" data-testid="refund-effect">
              {t(`adminMoney.refundEffect.${payment.metodo}` as never)} {t('adminMoney.refundTold')}
            </Alert>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('backOffice.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={refusal?.field === 'motivo'}
              helperText={refusal?.field === 'motivo' ? refusal.message : t('backOffice.reasonHelp')}
              slotProps={{
                htmlInput: { 'data-testid': 'reason-field', maxLength: STAFF_REASON_MAX_LENGTH },
                formHelperText: { role: refusal?.field === 'motivo' ? 'alert' : undefined },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }} data-testid="reason-cancel">
            {t('backOffice.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} sx={{ minHeight: 44 }} data-testid="reason-confirm">
            {cents !== null && cents > 0n
              ? t('adminMoney.refundConfirm', { amount: money(centsToDecimalString(cents)) })
              : t('adminMoney.refund')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
