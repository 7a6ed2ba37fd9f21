import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LotPlanRequest, PrereservationRequest } from '@vo/domain/prereservations/prereservation.schemas';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormSubmit } from '../../components/form-submit.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BuyerFields, showOnBuyerField, useBuyerForm } from './buyer-fields.tsx';
import { prereserve, simulateLot, useLotDetail, useRefreshCatalogue } from './catalogue-api.ts';
import { PROJECTS_PATH, SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';
import { HouseDues } from './house-dues.tsx';
import { PriceLines } from './price-lines.tsx';

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
 * on /forma-pago/lote. Every rule is the server's too; its refusals appear next to their field, and a lot
 * taken meanwhile, or a sixth pending pre-reservation, above the button.
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
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="prereservation-page">
      <Typography variant="h1">{t('prereservationForm.title')}</Typography>
      <Typography color="text.secondary" data-testid="prereservation-lot">
        {t('prereservationForm.forLot', {
          project: lot.data.proyecto,
          block: lot.data.manzano,
          number: lot.data.numero,
          kind: t(plan.formaPago === 'contado' ? 'lotPlan.cash' : 'lotPlan.credit'),
        })}
      </Typography>
      {terms.data?.vivienda || terms.data?.descuento ? (
        <Paper elevation={0} sx={{ p: 2 }} data-testid="prereservation-terms">
          <Stack spacing={1}>
            <PriceLines
              list={terms.data.precioLista}
              discount={terms.data.descuento}
              price={terms.data.precio}
              currency={terms.data.moneda}
            />
            {terms.data.vivienda ? <HouseDues schedule={terms.data.vivienda} currency={terms.data.moneda} /> : null}
          </Stack>
        </Paper>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <BuyerFields form={form} />
          <FormSubmit refusal={refusal} disabled={send.isPending} testId="prereservation">
            {t('prereservationForm.submit')}
          </FormSubmit>
        </Stack>
      </Box>
    </Stack>
  );
}

export default function PrereservationFormPage() {
  const [params] = useSearchParams();
  const plan = planFromAddress(params);
  // Without a lot and a plan there is nothing to pre-reserve: the projects are where one starts.
  if (!plan) return <Navigate to={PROJECTS_PATH} replace />;
  return <PrereservationForm plan={plan} />;
}
