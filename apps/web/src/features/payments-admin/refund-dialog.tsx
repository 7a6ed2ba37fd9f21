import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_REASON_MAX_LENGTH } from '@vo/domain/back-office/back-office-config';
import { amountInputText, centsToDecimalString, parseAmountToCents, parseLocaleAmount } from '@vo/domain/money';
import { type AdminPaymentRow, refundPartsFromWire } from '@vo/domain/payments/payments-admin.wire';
import { refundReopens } from '@vo/domain/payments/refund.rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { ApiFailure } from '../../lib/api-client.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { refundPayment, usePaymentRefunds } from './payments-admin-api.ts';
import { RefundEffect } from './refund-effect.tsx';

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
  const earlier = usePaymentRefunds(payment.idPago);

  const cents = parseLocaleAmount(amount, language);
  const means = payment.medio ?? t(`adminMoney.method.${payment.metodo}`);
  // Which instalments this amount re-opens, as the server will take them back (refundTakes), once the parts are read.
  const reopens =
    earlier.data && cents !== null ? refundReopens(refundPartsFromWire(earlier.data.partes), cents) : null;

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
      const { message } = await refundPayment(
        { paymentId: payment.idPago, reason, amount: centsToDecimalString(cents) },
        idempotencyKey.current,
      );
      await onDone(message);
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
                    {t(`adminMoney.refundState.${refund.estado}`)}
                  </Typography>
                ))}
              </Stack>
            )}
            <TextField
              label={t('adminMoney.refundAmount')}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                // The refusal was of the amount before: a changed one is judged again when sent.
                if (refusal?.field === 'monto') setRefusal(null);
              }}
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
            <RefundEffect
              method={payment.metodo}
              means={payment.medio}
              amount={cents !== null && cents > 0n ? money(centsToDecimalString(cents)) : null}
              reopens={reopens}
              currency={payment.moneda}
            />
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
