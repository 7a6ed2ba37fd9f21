import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { PaymentResult, QrCharge } from '@vo/domain/payments/payments.schemas';
import { useRef, useState } from 'react';
import { ApiFailure, failureMessage, NetworkError } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AmountAccess } from './amount-field.tsx';
import { createPaymentAttempts, isDefinitiveAnswer } from './payment-attempt.ts';
import { type Answered, generateQr, type QrPaymentRequest } from './payments-api.ts';
import { QrChargeView } from './qr-charge.tsx';

interface Props {
  idProducto: number;
  currency: string;
  amount: AmountAccess;
  onPaid: (answer: Answered<PaymentResult>) => void;
  /** The bank could not make a QR: the person may pay by card instead. */
  onPayByCard: () => void;
}

const notGenerated = (error: unknown) =>
  error instanceof ApiFailure && error.envelope.code === 'payments.qrNotGenerated';

/** Spec §6 QR payment: generate a QR for the amount, then wait for the bank to confirm it. */
export function QrPayment({ idProducto, currency, amount, onPaid, onPayByCard }: Props) {
  const { t } = useTranslation();
  const [attempts] = useState(createPaymentAttempts);
  const [charge, setCharge] = useState<QrCharge | null>(null);
  const sending = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: QrPaymentRequest; key: string }) => generateQr(request, key),
    onSettled: (_answer, error) => {
      if (isDefinitiveAnswer(error)) attempts.settle();
    },
    onSuccess: ({ data }) => setCharge(data),
    onError: (error) => {
      const onAmount = serverFieldError(error, ['monto'] as const);
      if (onAmount) amount.refuse(onAmount.message);
    },
  });

  const generate = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const monto = await amount.read();
      if (!monto) return;
      const request = { idProducto, monto };
      setCharge(null);
      await mutation.mutateAsync({ request, key: attempts.keyFor(request) }).catch(() => undefined);
    } finally {
      sending.current = false;
    }
  };

  if (charge) {
    return <QrChargeView key={charge.idPago} charge={charge} currency={currency} onPaid={onPaid} onNewQr={generate} />;
  }

  const error = mutation.error;
  const refusal = serverFieldError(error, ['monto']) || notGenerated(error) ? null : failureMessage(error);
  return (
    <Stack spacing={2} data-testid="qr-form">
      <Typography color="text.secondary">{t('payments.qrIntro')}</Typography>
      {notGenerated(error) ? (
        <Alert severity="error" data-testid="qr-not-generated">
          <Stack spacing={1}>
            <span>{failureMessage(error)}</span>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" color="inherit" onClick={generate} data-testid="qr-retry">
                {t('payments.tryAgain')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={onPayByCard}
                data-testid="qr-pay-by-card"
              >
                {t('payments.payByCard')}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      ) : refusal ? (
        <Alert severity="error" data-testid="qr-refusal">
          {refusal}
        </Alert>
      ) : error instanceof NetworkError ? (
        <Alert severity="warning">{t('payments.noAnswer')}</Alert>
      ) : null}
      {notGenerated(error) ? null : (
        <Button
          variant="contained"
          size="large"
          onClick={generate}
          disabled={mutation.isPending}
          data-testid="qr-generate"
        >
          {t('payments.generateQr')}
        </Button>
      )}
    </Stack>
  );
}
