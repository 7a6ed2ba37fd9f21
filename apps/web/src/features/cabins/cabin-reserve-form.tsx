import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { CabinsHome } from '@vo/domain/cabins/cabin.schemas';
import { CABIN_MAX_NIGHTS, CABIN_PRICE_CURRENCY } from '@vo/domain/cabins/cabin-config';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { type FormEvent, useState } from 'react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import type { BookedStay } from './cabin-booked.tsx';
import { type Booker, reserveCabin, useRefreshCabins } from './cabins-api.ts';
import { StayBar } from './stay-bar.tsx';
import { stayPriceCents } from './stay-range.ts';

const FIELDS = ['parque', 'tipo', 'llegada', 'salida'] as const;

/**
 * The reservation form: park, kind and dates, picked in the form or on the availability calendar; the stay
 * and its price in the bar at its foot, which stays in view. A booking made is handed to `onBooked`, whose
 * confirmation screen takes the form's place.
 */
export function CabinReserveForm({
  home,
  booker,
  onBooked,
}: {
  home: CabinsHome;
  booker: Booker;
  onBooked: (booked: BookedStay) => void;
}) {
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
      onBooked({
        ...answer.data,
        park: home.parques.find((p) => String(p.id) === park)?.nombre ?? '',
        kind: t(`cabinsPage.type.${type}` as never),
        arrival,
        departure,
      });
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
  // The stay and its price as the server will count them, shown before the person books (a valid pair only).
  const stay =
    arrival && departure && departure > arrival && departure <= addDaysToDate(arrival, CABIN_MAX_NIGHTS)
      ? { arrival, departure }
      : null;
  const chosenKind = home.tipos.find((k) => k.codigo === type);
  const nightCents = chosenKind ? parseAmountToCents(chosenKind.precioNoche) : null;
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
        </Box>
        <AvailabilityCalendar
          park={Number(park)}
          type={type}
          from={from}
          first={tomorrow}
          stay={stay}
          onFrom={setFrom}
          onPick={(picked) => {
            setArrival(picked.arrival);
            setDeparture(picked.departure);
            setFieldError(null);
          }}
        />
        {/* The days can be typed too (a keyboard, a screen reader); the calendar is the thumb's way, so it comes first. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
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
        {refusal ? (
          <Alert severity="error" data-testid="cabin-refusal">
            {refusal}
          </Alert>
        ) : null}
        <StayBar
          stay={stay}
          total={
            stay && nightCents !== null
              ? amount(centsToDecimalString(stayPriceCents(stay, nightCents)), CABIN_PRICE_CURRENCY)
              : null
          }
          canSend={!send.isPending && Boolean(arrival) && Boolean(departure)}
        />
      </Stack>
    </Paper>
  );
}
