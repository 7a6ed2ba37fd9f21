import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  LotPlanRequest,
  LotPlanSimulation,
  PrereservationRequest,
} from '@vo/domain/prereservations/prereservation.schemas';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PlanSimulationView } from '../plans/index.ts';
import { BuyerFields, showOnBuyerField, useBuyerForm } from './buyer-fields.tsx';
import { prereserve, simulateLot, useLotDetail, useRefreshCatalogue } from './catalogue-api.ts';
import { PROJECTS_PATH, SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';
import { HouseDues } from './house-dues.tsx';
import { LotHoldNotice } from './lot-hold-notice.tsx';
import { PriceLines } from './price-lines.tsx';
import { useLotHold } from './use-lot-hold.ts';

/** What the payment-plan page chose, carried in the address; null when it is not a plan. */
function planFromAddress(params: URLSearchParams) {
  const idLote = Number(params.get('lote'));
  const formaPago = params.get('formaPago');
  if (!Number.isSafeInteger(idLote) || idLote <= 0 || (formaPago !== 'contado' && formaPago !== 'credito')) return null;
  if (formaPago === 'contado') return { idLote, formaPago } as const;
  const plazo = Number(params.get('plazo'));
  const cuotaInicial = params.get('cuotaInicial') ?? '';
  return { idLote, formaPago, cuotaInicial, plazo } as const;
}

/**
 * /formprereserva (spec §2, §3, §5): the buyer's data with the declarations, for the lot and plan chosen
 * on /forma-pago/lote, in titled sections (what is reserved, its terms, the buyer, a summary by the button).
 * Every rule is the server's too; its refusals appear next to their field, and a lot taken meanwhile, or a
 * sixth pending pre-reservation, above the button.
 */
function PrereservationForm({ plan }: { plan: NonNullable<ReturnType<typeof planFromAddress>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCatalogue();
  const lot = useLotDetail(plan.idLote);
  // The terms agreed on the plan page, shown again before the buyer's data: a house's dues above all.
  const terms = useQuery({
    queryKey: ['lot-simulation', plan],
    queryFn: () => simulateLot(plan as LotPlanRequest),
    retry: false,
  });
  const [key] = useState(() => `prereserva-${crypto.randomUUID()}`);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useBuyerForm();
  const send = useMutation({ mutationFn: (body: PrereservationRequest) => prereserve(body, key) });
  const amount = useProductAmount();
  // The hold taken on the plans goes on here (the same one, not a longer one) until she pre-reserves or leaves.
  const hold = useLotHold(plan.idLote, true);

  const submit = form.handleSubmit(async (cliente) => {
    setRefusal(null);
    try {
      const answer = await send.mutateAsync({ ...plan, cliente } as PrereservationRequest);
      await refresh();
      showToast('success', answer.message ?? t('prereservations.created', { name: cliente.nombres }));
      navigate(SOLD_PRODUCTS_PATH);
    } catch (error) {
      const message = failureMessage(error) ?? t('prereservations.couldNotRegister');
      if (!showOnBuyerField(form, error, message)) setRefusal(message);
    }
  });

  if (lot.isPending) return <PageSpinner />;
  if (lot.isError) return <LoadError onRetry={() => void lot.refetch()} />;
  const lotLine = t('prereservationForm.forLot', {
    project: lot.data.proyecto,
    block: lot.data.manzano,
    number: lot.data.numero,
    kind: t(plan.formaPago === 'contado' ? 'lotPlan.cash' : 'lotPlan.credit'),
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="prereservation-page">
      <Typography variant="h1">{t('prereservationForm.title')}</Typography>
      <FormSection title={t('prereservationForm.sectionReserving')} testId="prereservation-section-reserving">
        <Typography data-testid="prereservation-lot">{lotLine}</Typography>
        <LotHoldNotice hold={hold} />
      </FormSection>
      {terms.data ? (
        <FormSection title={t('prereservationForm.sectionTerms')} testId="prereservation-section-terms">
          <PaymentTerms terms={terms.data} />
        </FormSection>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={3}>
          <FormSection title={t('prereservationForm.sectionBuyer')} testId="prereservation-section-buyer">
            <BuyerFields form={form} level="h3" />
          </FormSection>
          <FormSection title={t('prereservationForm.sectionSummary')} testId="prereservation-section-summary">
            <Typography color="text.secondary">{lotLine}</Typography>
            {terms.data ? (
              <Typography sx={{ fontWeight: 700 }}>
                {t('prereservationForm.summaryPrice', { amount: amount(terms.data.precio, terms.data.moneda) })}
              </Typography>
            ) : null}
            <FormSubmit refusal={refusal} disabled={send.isPending} testId="prereservation">
              {t('prereservationForm.submit')}
            </FormSubmit>
          </FormSection>
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * The terms agreed on the plan page, shown again before the buyer's data: what a credit comes to or the cash
 * price, a discount on its own lines, and a house's dues.
 */
function PaymentTerms({ terms }: { terms: LotPlanSimulation }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  return (
    <>
      {terms.credito ? <PlanSimulationView simulation={terms.credito} currency={terms.moneda} /> : null}
      {/* A discount shows the price on its own lines below; a house's dues say how it is paid. */}
      {!terms.credito && !terms.descuento ? (
        <DetailLine
          label={t(terms.vivienda ? 'price.final' : 'lotPlan.cashTotal')}
          value={amount(terms.precio, terms.moneda)}
          testId="prereservation-price"
          nowrap
        />
      ) : null}
      {terms.vivienda || terms.descuento ? (
        <Paper elevation={0} sx={{ p: 2 }} data-testid="prereservation-terms">
          <Stack spacing={1}>
            <PriceLines
              list={terms.precioLista}
              discount={terms.descuento}
              price={terms.precio}
              currency={terms.moneda}
            />
            {terms.vivienda ? <HouseDues schedule={terms.vivienda} currency={terms.moneda} /> : null}
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}

export default function PrereservationFormPage() {
  const [params] = useSearchParams();
  const plan = planFromAddress(params);
  // Without a lot and a plan there is nothing to pre-reserve: the projects are where one starts.
  if (!plan) return <Navigate to={PROJECTS_PATH} replace />;
  return <PrereservationForm plan={plan} />;
}
