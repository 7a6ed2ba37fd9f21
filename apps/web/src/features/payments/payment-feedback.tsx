import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Under a method's form: "Processing your payment…" while the charge is on its way (a slow network must
 * not look like nothing happened), the server's refusal that is about no field of it, or the warning that
 * no answer came (pressing Pay again is safe: the same payment is never charged twice).
 */
export function PaymentFeedback({
  refusal,
  noAnswer,
  testId,
  pending = false,
}: {
  refusal: string | null;
  noAnswer: boolean;
  testId: string;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Alert
        severity="info"
        icon={<CircularProgress size={20} aria-hidden />}
        role="status"
        data-testid="payment-processing"
      >
        {t('payments.processingNow')}
      </Alert>
    );
  }
  if (refusal) {
    return (
      <Alert severity="error" data-testid={`${testId}-refusal`}>
        {refusal}
      </Alert>
    );
  }
  if (noAnswer) {
    return (
      <Alert severity="warning" data-testid={`${testId}-no-answer`}>
        {t('payments.noAnswer')}
      </Alert>
    );
  }
  return null;
}
