import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PendingConfirmation } from './payment-submission.ts';

/**
 * The step before a charge: "You will pay 431,80 US$ with Visa •• 1111". A modal, so nothing on the form
 * can change behind the sentence the person agrees to; going back charges nothing and keeps what was typed.
 */
export function PaymentConfirmation({ confirmation }: { confirmation: PendingConfirmation | null }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const shown = confirmation ? amount(confirmation.monto, confirmation.moneda) : '';
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={t('payments.confirmTitle')}
      text={confirmation ? t('payments.confirmSentence', { amount: shown, method: confirmation.method }) : ''}
      keepLabel={t('payments.confirmBack')}
      confirmLabel={t('payments.confirmPay', { amount: shown })}
      onKeep={() => confirmation?.cancel()}
      onConfirm={() => confirmation?.confirm()}
      busy={false}
      confirmTestId="payment-confirm"
    />
  );
}
