import Alert from '@mui/material/Alert';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Under a method's form: the server's refusal that is about no field of it, or the warning that no answer
 * came (pressing Pay again is safe: the same payment is never charged twice).
 */
export function PaymentFeedback({
  refusal,
  noAnswer,
  testId,
}: {
  refusal: string | null;
  noAnswer: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
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
