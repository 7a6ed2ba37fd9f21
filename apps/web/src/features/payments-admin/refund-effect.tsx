import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { listFormat } from '@vo/domain/intl';
import { centsToDecimalString } from '@vo/domain/money';
import type { RefundReopening } from '@vo/domain/payments/refund.rules';
import { formatProductAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * What a refund will do, in plain words, before it is asked (docs/decisions/0050): where the money goes through the
 * means that paid (refunds.service.ts), which instalments are owed again for the amount typed (refundReopens, the
 * server's own rule), and that the customer is told.
 */
export function RefundEffect({
  method,
  means,
  amount,
  reopens,
  currency,
}: {
  method: string;
  /** "VISA 1111", "**** 2026": how the customer knows the means */
  means: string | null;
  /** the amount typed, written; null while it is not one */
  amount: string | null;
  reopens: RefundReopening | null;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (cents: bigint) => formatProductAmount(centsToDecimalString(cents), currency, language);
  const sentences = [
    t(`adminMoney.refundGoesTo.${method}`, { amount: amount ?? t('adminMoney.refundAmount'), means: means ?? '' }),
  ];
  if (reopens && reopens.heldCents > 0n)
    sentences.push(t('adminMoney.refundReopens.held', { amount: money(reopens.heldCents) }));
  if (reopens && reopens.instalments.length > 0)
    sentences.push(
      t('adminMoney.refundReopens.instalments', {
        count: reopens.instalments.length,
        numbers: listFormat(language, { type: 'conjunction' }).format(reopens.instalments.map(String)),
      }),
    );
  if (reopens && reopens.feeCents > 0n)
    sentences.push(t('adminMoney.refundReopens.fee', { amount: money(reopens.feeCents) }));
  sentences.push(t('adminMoney.refundTold'));
  return (
    <Alert severity="info" data-testid="refund-effect" aria-live="polite">
      {sentences.map((sentence) => (
        <Typography key={sentence} variant="body2" component="p">
          {sentence}
        </Typography>
      ))}
    </Alert>
  );
}
