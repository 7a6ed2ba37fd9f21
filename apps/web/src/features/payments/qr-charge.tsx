import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResult, QrCharge } from '@vo/domain/payments/payments.schemas';
import { countdownTo } from '@vo/domain/time';
import { useEffect, useRef, useState } from 'react';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { productKeys } from '../products/index.ts';
import type { Answered } from './payments-api.ts';
import { useQrStatus } from './payments-api.ts';

/** The current time, ticking every second while `running`. */
function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

interface Props {
  charge: QrCharge;
  currency: string;
  onPaid: (answer: Answered<PaymentResult>) => void;
  onNewQr: () => void;
}

/** A generated QR: the code, its amount, the time left, and its state until the bank confirms it. */
export function QrChargeView({ charge, currency, onPaid, onNewQr }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQrStatus(charge.idPago);
  const estado = status.data?.estado ?? charge.estado;
  const pending = estado === 'pendiente';
  const left = countdownTo(new Date(charge.expira), useNow(pending));
  const { refetch } = status;
  const shown = useRef<HTMLDivElement>(null);

  // On a phone the code appears below the fold: bring it into view, it is what the person must scan.
  useEffect(() => {
    shown.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);

  // At the end of the countdown the server decides whether it expired (a payment may have just arrived).
  useEffect(() => {
    if (left.finished && pending) void refetch();
  }, [left.finished, pending, refetch]);

  // Settled: the debts and schedule changed; a confirmed payment shows its receipt like a card payment.
  useEffect(() => {
    const result = status.data;
    if (!result || result.estado === 'pendiente' || result.estado === 'expirado') return;
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    if (result.estado === 'confirmado') onPaid({ data: result, message: t('payments.qrConfirmed') });
  }, [status.data, queryClient, onPaid, t]);

  const hours = left.days * 24 + left.hours;
  const time = `${hours > 0 ? `${hours}:` : ''}${two(left.minutes)}:${two(left.seconds)}`;
  return (
    <Stack ref={shown} spacing={2} sx={{ alignItems: 'center' }} data-testid="qr-charge">
      <Typography sx={{ fontWeight: 700 }} data-testid="qr-amount">
        <AmountSentence
          write={([shown]) => t('payments.qrAmount', { amount: shown })}
          amounts={[<Amount key="qr" value={charge.monto} currency={currency} />]}
        />
      </Typography>
      {pending ? (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(charge.qrSvg)}`}
            alt={t('payments.qrAlt')}
            data-testid="qr-image"
            sx={{ width: 240, maxWidth: '100%', height: 'auto', bgcolor: '#fff', p: 1, borderRadius: 1 }}
          />
          <Typography role="timer" aria-live="off" data-testid="qr-countdown">
            {t('payments.qrExpiresIn', { time })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="qr-state" data-state={estado}>
            <CircularProgress size={16} aria-hidden />
            <Typography>{t('payments.qrWaiting')}</Typography>
          </Stack>
        </>
      ) : estado === 'en_regularizacion' ? (
        <Alert severity="warning" data-testid="qr-state" data-state={estado} sx={{ alignSelf: 'stretch' }}>
          {t('payments.qrRegularising')}
        </Alert>
      ) : estado === 'expirado' ? (
        <Stack spacing={2} sx={{ alignSelf: 'stretch' }}>
          <Alert severity="info" data-testid="qr-state" data-state={estado}>
            {t('payments.qrExpired')}
          </Alert>
          <Button variant="contained" onClick={onNewQr} data-testid="qr-regenerate">
            {t('payments.newQr')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="success" data-testid="qr-state" data-state={estado} sx={{ alignSelf: 'stretch' }}>
          {t('payments.qrConfirmed')}
        </Alert>
      )}
    </Stack>
  );
}
