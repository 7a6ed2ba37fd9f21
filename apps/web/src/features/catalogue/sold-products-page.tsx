import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import type { SoldProductRow, SoldProducts } from '@vo/domain/prereservations/prereservation.schemas';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type PrereservationStepEndpoint, takeStep, useRefreshCatalogue, useSoldProducts } from './catalogue-api.ts';
import { mapPath, PROJECTS_PATH } from './catalogue-paths.ts';
import { HouseDues } from './house-dues.tsx';
import { PriceLines } from './price-lines.tsx';

const STATE_COLOUR = { prereservado: 'warning', reservado: 'info', comprado: 'success', liberado: 'default' } as const;

/** The steps a row offers in its state (spec §4): the server decides again on each. */
const STEPS: Record<SoldProductRow['estado'], { endpoint: PrereservationStepEndpoint; label: string }[]> = {
  prereservado: [
    { endpoint: endpoints.reserve, label: 'soldProducts.reserve' },
    { endpoint: endpoints.release, label: 'soldProducts.release' },
  ],
  reservado: [{ endpoint: endpoints.purchase, label: 'soldProducts.purchase' }],
  comprado: [],
  liberado: [],
};

/** The step's word in its path ("liberar"): its test id and the start of its idempotency key. */
const stepName = (endpoint: PrereservationStepEndpoint) => endpoint.path.split('/')[1];

interface Pending {
  row: SoldProductRow;
  endpoint: PrereservationStepEndpoint;
  label: string;
  key: string;
}

function PrereservationCard({ row, onStep }: { row: SoldProductRow; onStep: (p: Pending) => void }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid={`prereservation-${row.idPrereserva}`}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {row.descripcion}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOUR[row.estado]}
            label={t(`soldProducts.state.${row.estado}`)}
            data-testid="prereservation-state"
          />
        </Stack>
        <Typography>
          {row.cliente} · {row.documentoCliente}
          {row.beneficiarios > 0 ? ` · ${t('soldProducts.beneficiaries', { count: row.beneficiarios })}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(row.formaPago === 'contado' ? 'lotPlan.cash' : 'lotPlan.credit')} · {amount(row.precio, row.moneda)}
        </Typography>
        {row.descuento ? (
          <PriceLines
            list={centsToDecimalString(
              (parseAmountToCents(row.precio) ?? 0n) + (parseAmountToCents(row.descuento.monto) ?? 0n),
            )}
            discount={row.descuento}
            price={row.precio}
            currency={row.moneda}
          />
        ) : null}
        {row.vivienda && row.estado !== 'liberado' ? <HouseDues schedule={row.vivienda} currency={row.moneda} /> : null}
        <Typography variant="body2" color="text.secondary" data-testid="prereservation-steps">
          {row.pasos
            .map((s) => `${t(`soldProducts.step.${s.paso}` as never)} ${formatInstant(s.fecha, i18n.language)}`)
            .join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {STEPS[row.estado].map((step) => (
            <Button
              key={step.endpoint.path}
              variant={step.endpoint === endpoints.release ? 'outlined' : 'contained'}
              color={step.endpoint === endpoints.release ? 'warning' : 'primary'}
              onClick={() =>
                onStep({ row, ...step, key: `${stepName(step.endpoint)}-${row.idPrereserva}-${crypto.randomUUID()}` })
              }
              data-testid={`step-${stepName(step.endpoint)}`}
            >
              {t(step.label as never)}
            </Button>
          ))}
          {row.idProyecto !== null ? (
            <Button component={RouterLink} to={mapPath(row.idProyecto)}>
              {t('projects.openMap')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

function EarlierSales({ sales }: { sales: SoldProducts['ventas'] }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  if (sales.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="earlier-sales">
      <Typography variant="h2">{t('soldProducts.sales')}</Typography>
      {sales.map((sale) => (
        <Paper key={sale.contrato} elevation={0} sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{sale.descripcion}</Typography>
          <Typography variant="body2" color="text.secondary">
            {sale.cliente} · {sale.contrato} · {formatCalendarDate(sale.fecha, i18n.language)} ·{' '}
            {t(sale.formaPago === 'contado' ? 'lotPlan.cash' : 'lotPlan.credit')} · {amount(sale.precio, 'USD')}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /Producto/Vendido (spec §2): the adviser's pre-reservations, reservations and purchases, each step with
 * its date; release, reserve and buy from here, each confirmed first and sent once.
 */
export default function SoldProductsPage() {
  const { t } = useTranslation();
  const sold = useSoldProducts();
  const refresh = useRefreshCatalogue();
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const step = useMutation({ mutationFn: (p: Pending) => takeStep(p.endpoint, p.row.idPrereserva, p.key) });
  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await step.mutateAsync(pending);
      if (answer.message) showToast('success', answer.message);
      setPending(null);
      setRefusal(null);
    } catch (error) {
      setRefusal(failureMessage(error) ?? t('platform.loadError'));
      setPending(null);
    } finally {
      await refresh();
    }
  };

  if (sold.isPending) return <PageSpinner />;
  if (sold.isError) return <LoadError onRetry={() => void sold.refetch()} />;
  const { prereservas, pendientes, maximoPendientes, ventas } = sold.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="sold-products-page">
      <Typography variant="h1">{t('soldProducts.title')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography color="text.secondary" data-testid="pending-count" sx={{ flexGrow: 1 }}>
          {t('soldProducts.pending', { count: pendientes, max: maximoPendientes })}
        </Typography>
        <Button component={RouterLink} to={PROJECTS_PATH} variant="contained">
          {t('soldProducts.newPrereservation')}
        </Button>
      </Stack>
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="step-refusal">
          {refusal}
        </Alert>
      ) : null}
      {prereservas.length === 0 ? (
        <EmptyState
          picture="sell"
          text={t('soldProducts.none')}
          action={{ label: t('emptyState.seeProjects'), to: PROJECTS_PATH }}
          testId="sold-products-empty"
        />
      ) : null}
      {prereservas.map((row) => (
        <PrereservationCard key={row.idPrereserva} row={row} onStep={setPending} />
      ))}
      <EarlierSales sales={ventas} />
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="step-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="step-title">{pending ? t(pending.label as never) : ''}</DialogTitle>
        <DialogContent>
          {pending
            ? t('soldProducts.confirm', {
                lot: pending.row.descripcion,
                name: pending.row.cliente,
              })
            : ''}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>{t('soldProducts.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => void confirm()}
            disabled={step.isPending}
            data-testid="step-confirm"
          >
            {t('soldProducts.confirmButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
