import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { cabinBookingNumber } from '@vo/domain/cabins/cabin-config';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type Booker, cancelCabin, type DeskCabinsHome, useRefreshCabins } from './cabins-api.ts';
import { StayRatingDialog } from './stay-rating-dialog.tsx';

/** The reservations of the person the page books for, each cancellable until 48 hours before arrival. */
export function CabinReservations({ home, booker }: { home: DeskCabinsHome; booker: Booker }) {
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
  const [rating, setRating] = useState<{ id: number; cabin: string } | null>(null);
  const date = (d: string) => formatCalendarDate(d, i18n.language);
  return (
    <Stack spacing={1} data-testid="my-cabin-reservations">
      <Typography variant="h2">
        {home.cliente ? t('cashierDesk.reservationsOf', { name: home.cliente.nombre }) : t('cabinsPage.mine')}
      </Typography>
      {home.reservas.length === 0 ? (
        <Typography color="text.secondary">{t(home.cliente ? 'cashierDesk.none' : 'cabinsPage.none')}</Typography>
      ) : null}
      {home.reservas.map((r) => (
        <Paper key={r.idReserva} elevation={0} sx={{ p: 2 }} data-testid={`cabin-reservation-${r.idReserva}`}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
              {r.parque} · {r.cabana}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('cabinsPage.bookingCode', { code: cabinBookingNumber(r.idReserva) })}
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
          ) : r.estrellas !== null ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="stay-rated">
              <Rating value={r.estrellas} readOnly size="small" aria-hidden="true" />
              <Typography variant="body2" color="text.secondary">
                {t('ratings.yours', { stars: r.estrellas })}
              </Typography>
            </Stack>
          ) : r.calificable ? (
            <Button
              size="small"
              variant="outlined"
              data-testid="stay-rate"
              onClick={() => setRating({ id: r.idReserva, cabin: `${r.parque} · ${r.cabana}` })}
              sx={{ minHeight: 44, mt: 1 }}
            >
              {t('ratings.rateStay')}
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
      {rating ? <StayRatingDialog stay={rating} onClose={() => setRating(null)} /> : null}
    </Stack>
  );
}
