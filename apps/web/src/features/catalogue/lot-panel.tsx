import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MapLotState } from '@vo/domain/catalogue/catalogue.rules';
import { centsToDecimalString } from '@vo/domain/money';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { lotPlanPath, SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';
import { LotHoldLine } from './lot-hold-overlay.tsx';
import { type HeldLot, secondsUntil, useSecondTick } from './lot-holds-store.ts';
import type { MapLot } from './lot-map.tsx';

/**
 * The lot tapped on the map: its data, and its payment plans while it is free (spec §2); the caller's own
 * pre-reserved lot says so and leads to their pre-reservations, where its next step is taken.
 */
export function LotPanel({
  lot,
  block,
  state,
  currency,
  held: heard,
  onClose,
}: {
  lot: MapLot;
  block: string;
  state: MapLotState;
  currency: string;
  /** Held while an adviser shows its plans (docs/decisions/0064): only she may open them until it ends. */
  held?: HeldLot;
  /** A visible way out of the phone's sheet besides Escape or the backdrop; beside the map, it clears the pick. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  // A hold that ran out is no hold: the plans come back when its countdown ends, with nothing asked.
  const now = useSecondTick(heard !== undefined);
  const held = heard && secondsUntil(heard.endsAt, now) > 0 ? heard : undefined;
  const [id, , number, taken, , area, priceCents, corner, avenue] = lot;
  const features = [corner ? t('features.corner') : null, avenue ? t('features.avenue') : null].filter(Boolean);
  // A free lot someone holds says so in its state too, not "Free" above a line saying it is held (0064).
  const stateLabel =
    taken && state !== 'propio'
      ? t('map.state.vendido')
      : state === 'libre' && held
        ? t(held.own ? 'lotHolds.stateYours' : 'lotHolds.stateOther')
        : t(`map.state.${state}`);
  return (
    <Paper elevation={0} sx={{ px: 2, pb: 2, pt: 1 }} data-testid="lot-panel" aria-live="polite">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} data-testid="lot-panel-title">
            {t('map.lotTitle', { block, number })}
          </Typography>
          {onClose ? (
            <IconButton onClick={onClose} aria-label={t('map.close')} data-testid="lot-sheet-close">
              <span aria-hidden>×</span>
            </IconButton>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <DetailLine label={t('map.area')} value={t('map.areaValue', { area })} testId="lot-area" />
          <DetailLine
            label={t('map.price')}
            value={amount(centsToDecimalString(BigInt(priceCents)), currency)}
            testId="lot-price"
          />
          <DetailLine label={t('map.stateLabel')} value={stateLabel} testId="lot-state" />
          {features.length > 0 ? (
            <DetailLine label={t('map.features')} value={features.join(', ')} testId="lot-features" />
          ) : null}
        </Stack>
        {held?.own && state !== 'propio' ? <LotHoldLine endsAt={held.endsAt} own /> : null}
        {state === 'propio' ? (
          <>
            <Typography color="text.secondary">{t('map.ownLot')}</Typography>
            <Button
              component={RouterLink}
              to={SOLD_PRODUCTS_PATH}
              variant="outlined"
              data-testid="lot-own-prereservations"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('map.ownPrereservations')}
            </Button>
          </>
        ) : taken || state === 'vendido' ? (
          <Typography color="text.secondary">{t('map.notForSale')}</Typography>
        ) : held && !held.own ? (
          <LotHoldLine endsAt={held.endsAt} own={false} />
        ) : (
          <Button
            component={RouterLink}
            to={lotPlanPath(id)}
            variant="contained"
            data-testid="lot-plans"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('map.paymentPlans')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
