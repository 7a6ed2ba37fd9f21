import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/product-money.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useSession } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import {
  type Booker,
  cancelCabin,
  type DeskCabinsHome,
  reserveCabin,
  useCabinsHome,
  useRefreshCabins,
} from './cabins-api.ts';
import { CashierDesk } from './cashier-desk.tsx';

const FIELDS = ['parque', 'tipo', 'llegada', 'salida'] as const;

function Reservations({ home, booker }: { home: DeskCabinsHome; booker: Booker }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const refresh = useRefreshCabins();
  const cancel = useMutation({
    mutationFn: (asked: { id: number; key: string }) => cancelCabin(asked.id, asked.key, booker),
  });
  // The reservation being asked about, and the key its cancellation is sent once under.
  const [asking, setAsking] = useState<{ id: number; key: string } | null>(null);
  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await cancel.mutateAsync(asking);
      showToast('success', answer.message ?? '');
    } catch (error) {
      showToast('error', failureMessage(error) ?? t('platform.loadError'));
    }
    setAsking(null);
    await refresh();
  };
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  return (
    <Stack spacing={1} data-testid="my-cabin-reservations">
      <Typography variant="h2">
        {home.cliente ? t('cashierDesk.reservationsOf', { name: home.cliente.nombre }) : t('cabinsPage.mine')}
      </Typography>
      {home.reservas.length === 0 ? <Typography color="text.secondary">{t('cabinsPage.none')}</Typography> : null}
      {home.reservas.map((r) => (
        <Paper key={r.idReserva} elevation={0} sx={{ p: 2 }} data-testid={`cabin-reservation-${r.idReserva}`}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
              {r.parque} · {r.cabana}
            </Typography>
            <Chip
              size="small"
              color={r.estado === 'reservada' ? 'success' : 'default'}
              label={t(`cabinsPage.state.${r.estado}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('cabinsPage.stay', {
              arrival: date(r.llegada),
              departure: date(r.salida),
              nights: r.noches,
              total: amount(r.total, 'USD'),
            })}
          </Typography>
          {r.cancelable ? (
            <Button
              size="small"
              color="warning"
              data-testid="cabin-cancel"
              onClick={() => setAsking({ id: r.idReserva, key: `cancel-${r.idReserva}-${crypto.randomUUID()}` })}
            >
              {t('cabinsPage.cancel')}
            </Button>
          ) : r.estado === 'reservada' ? (
            <Typography variant="body2" color="text.secondary" data-testid="cabin-not-cancelable">
              {t('cabinsPage.tooLateToCancel')}
            </Typography>
          ) : null}
        </Paper>
      ))}
      <ConfirmDialog
        open={asking !== null}
        text={t('cabinsPage.cancelAsk')}
        keepLabel={t('cabinsPage.keep')}
        confirmLabel={t('cabinsPage.cancel')}
        onKeep={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={cancel.isPending}
        color="warning"
        confirmTestId="cabin-cancel-confirm"
      />
    </Stack>
  );
}

function ReserveForm({ home, booker }: { home: CabinsHome; booker: Booker }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const refresh = useRefreshCabins();
  const tomorrow = addDaysToDate(businessDateOf(new Date()), 1);
  const [park, setPark] = useState(String(home.parques[0]?.id ?? 1));
  const [type, setType] = useState(home.tipos[0]?.codigo ?? 'familiar');
  const [arrival, setArrival] = useState('');
  const [departure, setDeparture] = useState('');
  const [from, setFrom] = useState(tomorrow);
  const [key, setKey] = useState(() => `cabin-${crypto.randomUUID()}`);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      reserveCabin(
        { parque: Number(park), tipo: type as 'familiar', llegada: arrival, salida: departure },
        key,
        booker,
      ),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setRefusal(null);
    try {
      const answer = await send.mutateAsync();
      showToast('success', answer.message ?? '');
      setArrival('');
      setDeparture('');
      setKey(`cabin-${crypto.randomUUID()}`);
    } catch (error) {
      const onField = serverFieldError(error, FIELDS);
      if (onField) setFieldError(onField);
      else setRefusal(failureMessage(error) ?? t('platform.loadError'));
    }
    await refresh();
  };
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  return (
    <Paper elevation={0} sx={{ p: 2 }} component="form" noValidate onSubmit={submit} data-testid="cabin-form">
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <ChoiceSelect
            label={t('cabinsPage.park')}
            name="parque"
            value={park}
            onChange={setPark}
            options={home.parques.map((p) => [String(p.id), p.nombre])}
          />
          <ChoiceSelect
            label={t('cabinsPage.typeAndPrice')}
            name="tipo"
            value={type}
            onChange={setType}
            options={home.tipos.map((k) => [
              k.codigo,
              `${t(`cabinsPage.type.${k.codigo}` as never)} · ${amount(k.precioNoche, 'USD')}`,
            ])}
          />
          <TextInput
            label={t('cabinsPage.arrival')}
            name="llegada"
            type="date"
            value={arrival}
            onChange={(event) => setArrival(event.target.value)}
            error={Boolean(errorOf('llegada'))}
            helperText={errorOf('llegada')}
          />
          <TextInput
            label={t('cabinsPage.departure')}
            name="salida"
            type="date"
            value={departure}
            onChange={(event) => setDeparture(event.target.value)}
            error={Boolean(errorOf('salida'))}
            helperText={errorOf('salida')}
          />
        </Box>
        <AvailabilityCalendar
          park={Number(park)}
          type={type}
          from={from}
          first={tomorrow}
          onFrom={setFrom}
          onPick={(day) => {
            setArrival(day);
            setDeparture(addDaysToDate(day, 1));
          }}
        />
        <FormSubmit refusal={refusal} disabled={send.isPending || !arrival || !departure} testId="cabin" size="medium">
          {t('cabinsPage.reserve')}
        </FormSubmit>
      </Stack>
    </Paper>
  );
}

/** The calendar, the form (or why not) and the reservations of the person the page books for. */
function CabinsView({ booker }: { booker: Booker }) {
  const { t } = useTranslation();
  const home = useCabinsHome(booker);
  if (home.isPending) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const blocked = home.data.impedimento;
  return (
    <>
      {blocked ? (
        <Alert
          severity="warning"
          data-testid="cabins-blocked"
          action={
            // At the desk the cashier tells the customer; the way out is the customer's own.
            booker.document ? undefined : blocked.codigo === 'cabins.overdue' ? (
              <Button component={RouterLink} to="/mi-producto" color="inherit" size="small">
                {t('menu.products')}
              </Button>
            ) : (
              <Button component={RouterLink} to="/atencion-cliente" color="inherit" size="small">
                {t('menu.customerService')}
              </Button>
            )
          }
        >
          <strong>{t('cabinsPage.cannot')}</strong> — {blocked.mensaje}
        </Alert>
      ) : (
        <ReserveForm home={home.data} booker={booker} />
      )}
      <Reservations home={home.data} booker={booker} />
    </>
  );
}

/**
 * /reservar-cabana (spec §2, §6): the availability calendar per park and kind of cabin, and the
 * reservation for customers with current instalments and a valid ID card; the others read why not and
 * what to do. Their reservations below, cancellable until 48 hours before arrival. A cashier reserves
 * for the customer at the desk (issue 10 item 6).
 */
export default function CabinsPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.role === 'cashier') {
    return <CashierDesk>{(document) => <CabinsView key={document} booker={{ document }} />}</CashierDesk>;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="cabins-page">
      <Typography variant="h1">{t('cabinsPage.title')}</Typography>
      <CabinsView booker={{}} />
    </Stack>
  );
}
