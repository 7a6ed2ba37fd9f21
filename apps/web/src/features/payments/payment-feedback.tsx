import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PaymentConfirmation } from './payment-confirmation.tsx';
import type { PendingConfirmation } from './payment-submission.ts';

/** What the end of a method's form shows of its submission (usePaymentSubmission). */
interface SubmissionState {
  refusal: string | null;
  noAnswer: boolean;
  pending: boolean;
  confirmation: PendingConfirmation | null;
}

/**
 * The end every method's form shares: how its submission stands, the step that confirms the charge, and
 * the Pay button (`${testId}-submit`, off while a charge is on its way or when `disabled`).
 */
export function PaymentFormEnd({
  payment,
  testId,
  disabled = false,
  children,
}: {
  payment: SubmissionState;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PaymentFeedback
        refusal={payment.refusal}
        noAnswer={payment.noAnswer}
        pending={payment.pending}
        testId={testId}
      />
      <PaymentConfirmation confirmation={payment.confirmation} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={payment.pending || disabled}
        data-testid={`${testId}-submit`}
      >
        {children}
      </Button>
    </>
  );
}

/**
 * Under a method's form: "Processing your payment…" while the charge is on its way (a slow network must
 * not look like nothing happened), the server's refusal that is about no field of it, or the warning that
 * no answer came (pressing Pay again is safe: the same payment is never charged twice).
 */
function PaymentFeedback({
  refusal,
  noAnswer,
  testId,
  pending,
}: {
  refusal: string | null;
  noAnswer: boolean;
  testId: string;
  pending: boolean;
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
