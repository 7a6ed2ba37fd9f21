import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TravelBenefitWire } from '@vo/domain/benefits/benefit.schemas';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BlockedByOverdue } from '../products/index.ts';
import { TRAVEL_BENEFIT_PAY_PATH } from './benefit-routes.ts';
import { useTravelBenefits } from './benefits-api.ts';

function Benefit({ benefit }: { benefit: TravelBenefitWire }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  const { rci, impedimento } = benefit;
  const enough = benefit.porcentajePagado >= benefit.porcentajeRequerido;
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid={`travel-benefit-${benefit.idProducto}`}>
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 700 }}>{benefit.membresia}</Typography>
        <Stack spacing={0.5}>
          <Typography variant="body2" data-testid="travel-paid">
            {t('travelBenefits.paid', { paid: benefit.porcentajePagado, required: benefit.porcentajeRequerido })}
          </Typography>
          {/* The bar is the share of the price paid; the benefit asks for the share named above it. */}
          <LinearProgress
            variant="determinate"
            value={Math.min(100, benefit.porcentajePagado)}
            color={enough ? 'success' : 'warning'}
            aria-label={t('travelBenefits.paid', {
              paid: benefit.porcentajePagado,
              required: benefit.porcentajeRequerido,
            })}
          />
        </Stack>
        {rci ? (
          <Chip
            color={rci.vigente ? 'success' : 'default'}
            sx={{ alignSelf: 'flex-start', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            data-testid="travel-rci"
            label={t(rci.vigente ? 'travelBenefits.rci' : 'travelBenefits.rciExpired', {
              code: rci.codigo,
              date: date(rci.vence),
            })}
          />
        ) : (
          <Typography color="text.secondary">{t('travelBenefits.noRci')}</Typography>
        )}
        {benefit.descuentoTierra ? (
          <Typography variant="body2" data-testid="travel-land-discount">
            {t('travelBenefits.landDiscount', {
              percent: benefit.descuentoTierra.porcentaje,
              date: date(benefit.descuentoTierra.hasta),
            })}
          </Typography>
        ) : null}
        {impedimento?.codigo === 'benefits.overdue' ? (
          <BlockedByOverdue testId="travel-refusal" productId={benefit.idProducto}>
            {impedimento.mensaje}
          </BlockedByOverdue>
        ) : impedimento ? (
          <Alert severity="warning" data-testid="travel-refusal">
            {impedimento.mensaje}
          </Alert>
        ) : (
          <Button
            component={RouterLink}
            to={`${TRAVEL_BENEFIT_PAY_PATH}?idProducto=${benefit.idProducto}`}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            data-testid="travel-pay"
          >
            {t(rci ? 'travelBenefits.renew' : 'travelBenefits.pay', { amount: amount(benefit.cuota, 'USD') })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /beneficios-travel (spec §2 behind the international-membership flag, §3 "Benefit", §6): for each
 * membership, the share paid against the share the server asks, the RCI code and its expiry, the land
 * discount; the affiliation is bought only when the rules allow, and the page says why not otherwise.
 */
export default function TravelBenefitsPage() {
  const { t } = useTranslation();
  const home = useTravelBenefits();
  if (home.isPending) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="travel-benefits-page">
      <Typography variant="h1">{t('travelBenefits.title')}</Typography>
      {home.data.beneficios.length === 0 ? <Alert severity="info">{t('travelBenefits.none')}</Alert> : null}
      {home.data.beneficios.map((benefit) => (
        <Benefit key={benefit.idProducto} benefit={benefit} />
      ))}
    </Stack>
  );
}
