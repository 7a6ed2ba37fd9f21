import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TravelBenefitWire } from '@vo/domain/benefits/benefit.schemas';
import type { QrCharge } from '@vo/domain/payments/payments.schemas';
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { createPaymentAttempts, isDefinitiveAnswer, QrChargeView } from '../payments/index.ts';
import { benefitKeys, payTravelBenefitByQr } from './benefits-api.ts';

/**
 * The RCI affiliation paid by QR (spec §9 benefit by QR, docs/decisions/0048): the payments page's QR view,
 * polled until the bank confirms; then the benefits are read again and the RCI code the payment gave is shown
 * here, where the person is looking.
 */
export function TravelBenefitQr({ benefit }: { benefit: TravelBenefitWire }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const queryClient = useQueryClient();
  const [attempts] = useState(createPaymentAttempts);
  const [charge, setCharge] = useState<QrCharge | null>(null);
  const [paid, setPaid] = useState(false);
  // A renewal already has a code: the one to show is the cover the bank's confirmation gave, not the one before.
  const coverAtIssue = useRef<string | null>(null);
  const request = { idProducto: benefit.idProducto };
  const mutation = useMutation({
    mutationFn: () => payTravelBenefitByQr(request, attempts.keyFor(request)),
    onSettled: (_answer, error) => {
      if (isDefinitiveAnswer(error)) attempts.settle();
    },
    onSuccess: ({ data }) => setCharge(data),
  });
  const generate = () => {
    coverAtIssue.current = benefit.rci?.vence ?? null;
    setCharge(null);
    mutation.mutate();
  };
  const onPaid = useCallback(() => {
    setPaid(true);
    void queryClient.invalidateQueries({ queryKey: benefitKeys.travel });
  }, [queryClient]);
  const rci = paid && benefit.rci && benefit.rci.vence !== coverAtIssue.current ? benefit.rci : null;
  const refusal = failureMessage(mutation.error);
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid="travel-qr">
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('travelBenefits.byQr')}
        </Typography>
        {charge ? (
          <QrChargeView key={charge.idPago} charge={charge} currency="USD" onPaid={onPaid} onNewQr={generate} />
        ) : (
          <>
            <Typography color="text.secondary">{t('travelBenefits.qrIntro')}</Typography>
            {refusal ? <Alert severity="error">{refusal}</Alert> : null}
            <Button
              variant="outlined"
              onClick={generate}
              disabled={mutation.isPending}
              sx={{ minHeight: 44, alignSelf: 'flex-start' }}
              data-testid="travel-qr-generate"
            >
              {t('travelBenefits.qrGenerate', { amount: amount(benefit.cuota, 'USD') })}
            </Button>
          </>
        )}
        {rci ? (
          <Alert severity="success" data-testid="travel-rci-code" role="status">
            {t('travelBenefits.rciReady', { code: rci.codigo, date: formatCalendarDate(rci.vence, i18n.language) })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
