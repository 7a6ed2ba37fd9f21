import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { productIdOf } from '../products/index.ts';
import { TRAVEL_BENEFITS_PATH } from './benefit-routes.ts';
import { payTravelBenefit, useTravelBenefits } from './benefits-api.ts';
import { FeeCheckout } from './fee-checkout.tsx';
import { TravelBenefitQr } from './travel-benefit-qr.tsx';

/**
 * /beneficios-travel/pagar?idProducto= (spec §2, §9 flags: benefit by card, by QR): the RCI affiliation of
 * one's membership, by card and, when the flag offers it, by QR (docs/decisions/0048). A membership the rules refuse goes back with the reason.
 */
export default function TravelBenefitPayPage() {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const productId = productIdOf(useSearchParams()[0].get('idProducto'));
  const home = useTravelBenefits();
  if (home.isPending) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const benefit = home.data.beneficios.find((b) => b.idProducto === productId);
  if (!benefit) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="h1">{t('travelBenefits.payTitle')}</Typography>
        <Alert severity="info">{t('travelBenefits.none')}</Alert>
        <Button component={RouterLink} to={TRAVEL_BENEFITS_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('travelBenefits.title')}
        </Button>
      </Stack>
    );
  }
  const fee = amount(benefit.cuota, 'USD');
  const back = { to: TRAVEL_BENEFITS_PATH, label: t('travelBenefits.title') };
  const { tarjeta, qr } = home.data.medios;
  if (benefit.impedimento || !(tarjeta || qr)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="h1">{t('travelBenefits.payTitle')}</Typography>
        <Alert severity="warning" data-testid="travel-refusal">
          {benefit.impedimento?.mensaje ?? t('benefits.byCardOff')}
        </Alert>
        <Button component={RouterLink} to={back.to} sx={{ alignSelf: 'flex-start' }}>
          {back.label}
        </Button>
      </Stack>
    );
  }
  const byQr = qr ? <TravelBenefitQr benefit={benefit} /> : null;
  if (!tarjeta) {
    // Only the QR is offered (spec §9 flags): the same page, without the card form.
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, minWidth: 0 }}>
        <Typography variant="h1">{t('travelBenefits.payTitle')}</Typography>
        <Paper elevation={0} sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography sx={{ fontWeight: 700 }}>{benefit.membresia}</Typography>
            <Typography>{t('travelBenefits.payIntro', { amount: fee })}</Typography>
          </Stack>
        </Paper>
        {byQr}
        <Button component={RouterLink} to={back.to} sx={{ alignSelf: 'flex-start' }}>
          {back.label}
        </Button>
      </Stack>
    );
  }
  return (
    <FeeCheckout
      title={t('travelBenefits.payTitle')}
      intro={t('travelBenefits.payIntro', { amount: fee })}
      summary={<Typography sx={{ fontWeight: 700 }}>{benefit.membresia}</Typography>}
      productId={benefit.idProducto}
      fee={{ monto: benefit.cuota, moneda: 'USD' }}
      send={payTravelBenefit}
      submitLabel={t('payFee.submit', { amount: fee })}
      back={back}
      note={byQr ?? <Alert severity="info">{t('travelBenefits.qrOff')}</Alert>}
    />
  );
}
