import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCREDITATION_MONTHS_PER_FEE } from '@vo/domain/benefits/benefit-config';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { productIdOf } from '../products/index.ts';
import { brandOfPath, cardPath } from './benefit-routes.ts';
import { payCardFee, useCards } from './benefits-api.ts';
import { FeeCheckout } from './fee-checkout.tsx';

/**
 * /acreditacion-{brand}/payme?idProducto= (spec §2, behind the international-membership flag): the yearly
 * fee that enables one's accreditation card, paid by card.
 */
export default function CardFeePage() {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const brand = brandOfPath(useLocation().pathname);
  const productId = productIdOf(useSearchParams()[0].get('idProducto'));
  const cards = useCards();
  if (cards.isPending) return <PageSpinner />;
  if (cards.isError) return <LoadError onRetry={() => void cards.refetch()} />;
  const card = cards.data.find((c) => c.idProducto === productId && c.marca === brand);
  if (!card) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="h1">{t('payFee.title')}</Typography>
        <Alert severity="info">{t('cardPage.none')}</Alert>
        <Button component={RouterLink} to={cardPath(brand)} sx={{ alignSelf: 'flex-start' }}>
          {t('payFee.back')}
        </Button>
      </Stack>
    );
  }
  const fee = amount(card.cuota, 'USD');
  return (
    <FeeCheckout
      title={t('payFee.title')}
      intro={t('payFee.intro', { amount: fee, months: ACCREDITATION_MONTHS_PER_FEE })}
      summary={
        <>
          <Typography sx={{ fontWeight: 700 }}>{t('cardPage.number', { number: card.numero })}</Typography>
          <Typography color="text.secondary">{card.membresia}</Typography>
        </>
      }
      productId={card.idProducto}
      fee={{ monto: card.cuota, moneda: 'USD' }}
      send={payCardFee}
      submitLabel={t('payFee.submit', { amount: fee })}
      back={{ to: cardPath(brand), label: t('payFee.back') }}
    />
  );
}
