import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRAVEL_LAND_DISCOUNT_PERCENT, TRAVEL_LAND_DISCOUNT_YEARS } from '@vo/domain/benefits/benefit-config';
import type { LotDetail } from '@vo/domain/catalogue/catalogue.types';
import { HOUSE_TERMS } from '@vo/domain/catalogue/catalogue-config';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import { type LotPlanRequest, lotPlanRequestSchema } from '@vo/domain/prereservations/prereservation.schemas';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { PlanSimulationView } from '../plans/index.ts';
import { simulateLot, useLotDetail } from './catalogue-api.ts';
import { mapPath, prereservationFormPath } from './catalogue-paths.ts';
import { CreditFields, PaymentKindChoice } from './credit-fields.tsx';
import { HouseDues } from './house-dues.tsx';
import { LotHoldNotice } from './lot-hold-notice.tsx';
import { PriceLines } from './price-lines.tsx';
import { useLiveSimulation } from './use-live-simulation.ts';
import { useLotHold } from './use-lot-hold.ts';

const FIELDS = ['cuotaInicial', 'plazo'] as const;
type Field = (typeof FIELDS)[number];

interface Draft {
  formaPago: 'contado' | 'credito';
  cuotaInicial: string;
  plazo: number;
}

/** The request a draft stands for ("1500,5" → "1500.50"), or the field the schema refuses and why. */
function requestOf(
  idLote: number,
  draft: Draft,
): { request: LotPlanRequest | null; refusal: { field: Field; key: string } | null } {
  const body =
    draft.formaPago === 'contado'
      ? { idLote, formaPago: 'contado' as const }
      : { idLote, formaPago: 'credito' as const, cuotaInicial: draft.cuotaInicial, plazo: draft.plazo };
  const parsed = lotPlanRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = FIELDS.find((f) => f === issue?.path[0]) ?? 'cuotaInicial';
    return { request: null, refusal: { field, key: issue?.message ?? 'plan.initialInvalid' } };
  }
  const initial = parsed.data.cuotaInicial;
  return {
    request:
      initial === undefined
        ? parsed.data
        : { ...parsed.data, cuotaInicial: centsToDecimalString(parseAmountToCents(initial) ?? 0n) },
    refusal: null,
  };
}

function LotPlan({ lot }: { lot: LotDetail }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const session = useSession();
  // Spec §8: a project without credit configuration is sold in cash only (docs/decisions/0028).
  const cashOnly = lot.configuracionVenta === 'contado';
  const [draft, setDraft] = useState<Draft>({
    formaPago: cashOnly ? 'contado' : 'credito',
    cuotaInicial: lot.cuotaInicialSugerida,
    plazo: lot.plazoSugerido,
  });
  const { request, refusal } = requestOf(lot.idLote, draft);
  const simulation = useLiveSimulation('lot-simulation', request, simulateLot, FIELDS);
  const current = simulation.current;
  const serverRefusal = simulation.refusal;
  const messageOf = (field: Field) =>
    refusal?.field === field
      ? t(refusal.key as never)
      : serverRefusal?.field === field
        ? serverRefusal.message
        : undefined;
  const credit = draft.formaPago === 'credito';
  const shown = simulation.data;
  const house = lot.esVivienda;
  // A house's first part runs from 1% of its price (ours) to its whole 3% initial (spec §9).
  const priceCents = parseAmountToCents(lot.precio) ?? 0n;
  const firstPartMin = centsToDecimalString((priceCents * BigInt(HOUSE_TERMS.firstPartMinPercent) + 99n) / 100n);
  // An adviser who may sell it holds the free lot while she shows its plans (docs/decisions/0064).
  const mayPrereserve =
    session?.role === 'adviser' &&
    lot.estado === 'libre' &&
    lot.configuracionVenta !== 'sin_configuracion' &&
    lot.botonTerreno;
  const hold = useLotHold(lot.idLote, mayPrereserve);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="lot-plan-page">
      <Typography variant="h1">
        {t(house ? 'lotPlan.houseTitle' : 'lotPlan.title', { block: lot.manzano, number: lot.numero })}
      </Typography>
      <Typography color="text.secondary">{lot.proyecto}</Typography>
      <Paper elevation={0} sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <DetailLine label={t('map.price')} value={amount(lot.precio, lot.moneda)} testId="lot-plan-price" />
          <DetailLine
            label={t('map.area')}
            value={t('map.areaValue', { area: Number(lot.superficie) })}
            testId="lot-plan-area"
          />
        </Box>
      </Paper>
      <LotHoldNotice hold={hold} />
      {lot.estado !== 'libre' ? (
        <Alert severity="warning" data-testid="lot-plan-taken">
          {t('prereservations.lotNotFree')}
        </Alert>
      ) : lot.configuracionVenta === 'sin_configuracion' ? (
        <Alert severity="info" data-testid="lot-plan-unconfigured">
          {t('catalogue.noConfiguration')}
        </Alert>
      ) : (
        <Paper elevation={0} sx={{ p: 2 }}>
          <Stack spacing={2}>
            {cashOnly ? (
              <Alert severity="info" data-testid="lot-plan-cash-only">
                {t('catalogue.noCreditConfiguration')}
              </Alert>
            ) : (
              <PaymentKindChoice
                value={draft.formaPago}
                onChange={(formaPago) => setDraft({ ...draft, formaPago })}
                creditLabel={t('lotPlan.credit')}
                cashLabel={t('lotPlan.cash')}
              />
            )}
            {credit && house ? (
              <TextInput
                label={t('lotPlan.houseFirstPart', { currency: lot.moneda })}
                name="cuotaInicial"
                value={draft.cuotaInicial}
                onChange={(event) => setDraft({ ...draft, cuotaInicial: event.target.value })}
                error={Boolean(messageOf('cuotaInicial'))}
                helperText={
                  messageOf('cuotaInicial') ??
                  t('lotPlan.houseFirstPartHint', {
                    min: amount(firstPartMin, lot.moneda),
                    max: amount(lot.cuotaInicialSugerida, lot.moneda),
                    days: HOUSE_TERMS.balanceDays,
                  })
                }
                inputProps={{ inputMode: 'decimal', maxLength: 20 }}
                autoComplete="off"
              />
            ) : null}
            {credit && !house ? (
              <CreditFields
                currency={lot.moneda}
                initial={draft.cuotaInicial}
                onInitial={(cuotaInicial) => setDraft({ ...draft, cuotaInicial })}
                term={draft.plazo}
                onTerm={(plazo) => setDraft({ ...draft, plazo })}
                terms={lot.plazos}
                initialHint={t('lotPlan.initialHint', { amount: amount(lot.cuotaInicialSugerida, lot.moneda) })}
                messageOf={messageOf}
              />
            ) : null}
            {shown ? (
              <Box sx={{ opacity: current ? 1 : 0.55 }}>
                <PriceLines
                  list={shown.precioLista}
                  discount={shown.descuento}
                  price={shown.precio}
                  currency={lot.moneda}
                />
              </Box>
            ) : null}
            {credit && shown?.credito ? (
              <PlanSimulationView simulation={shown.credito} currency={lot.moneda} stale={!current} />
            ) : null}
            {credit && shown?.vivienda ? (
              <Stack spacing={1} sx={{ opacity: current ? 1 : 0.55 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {t('lotPlan.houseTerms')}
                </Typography>
                <HouseDues schedule={shown.vivienda} currency={lot.moneda} />
              </Stack>
            ) : null}
            {!credit ? (
              <DetailLine
                label={t('lotPlan.cashTotal')}
                value={amount(shown?.precio ?? lot.precio, lot.moneda)}
                testId="lot-cash-total"
              />
            ) : null}
            {session?.role === 'adviser' && !house ? (
              <Typography variant="body2" color="text.secondary" data-testid="lot-discount-note">
                {t('lotPlan.discountNote', {
                  years: TRAVEL_LAND_DISCOUNT_YEARS,
                  percent: TRAVEL_LAND_DISCOUNT_PERCENT,
                })}
              </Typography>
            ) : null}
            {simulation.failed ? <Alert severity="error">{t('platform.loadError')}</Alert> : null}
            {session?.role === 'adviser' && !lot.botonTerreno ? (
              // Spec §6: configuration keeps this user from the land button; the server refuses them too.
              <Alert severity="warning" data-testid="lot-land-restricted">
                {t('prereservations.landRestricted')}
              </Alert>
            ) : hold.kind === 'refused' ? null : session?.role === 'adviser' ? (
              <Button
                component={RouterLink}
                to={prereservationFormPath({
                  idLote: lot.idLote,
                  formaPago: draft.formaPago,
                  cuotaInicial: request?.cuotaInicial,
                  plazo: request?.plazo ?? null,
                })}
                variant="contained"
                disabled={credit && !current}
                data-testid="lot-prereserve"
                sx={{ alignSelf: 'flex-start' }}
              >
                {t(house ? 'lotPlan.prereserveHouse' : 'lotPlan.prereserve')}
              </Button>
            ) : (
              <Typography color="text.secondary">{t('lotPlan.askAdviser')}</Typography>
            )}
          </Stack>
        </Paper>
      )}
      <Button component={RouterLink} to={mapPath(lot.idProyecto)} sx={{ alignSelf: 'flex-start' }}>
        {t('lotPlan.backToMap')}
      </Button>
    </Stack>
  );
}

/** /forma-pago/lote/{idlote} (spec §2): a lot's price, cash or on credit with the rules of spec §5, simulated live. */
export default function LotPlanPage() {
  const { idlote } = useParams();
  const id = Number(idlote);
  const lot = useLotDetail(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  if (lot.isPending) return <PageSpinner />;
  if (lot.isError) return <LoadError onRetry={() => void lot.refetch()} />;
  return <LotPlan key={id} lot={lot.data} />;
}
