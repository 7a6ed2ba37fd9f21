import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CABIN_PRICE_CURRENCY, cabinBookingNumber } from '@vo/domain/cabins/cabin-config';
import { type ReactNode, useEffect, useRef } from 'react';
import { ONE_LINE_FIGURE } from '../../components/whole-words.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { dayWithWeekday } from './night-label.ts';

/** What the page knows of a booking just made: the server's answer and the stay as it was asked. */
export interface BookedStay {
  idReserva: number;
  cabana: string;
  noches: number;
  total: string;
  park: string;
  kind: string;
  arrival: string;
  departure: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The screen after a booking (docs/decisions/0047): what was booked, the code the park's reception asks
 * for, how it is paid (nothing now: at the park), where the confirmation went, and what next. It replaces
 * the form, so the person is not left guessing whether a toast that faded meant yes; focus moves to its
 * title so a screen reader says it too.
 */
export function CabinBooked({
  booked,
  customerName,
  onDone,
  onAnother,
}: {
  booked: BookedStay;
  /** the customer at the cashier's desk; absent when the person booked for themselves */
  customerName?: string;
  onDone: () => void;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The page's top, so its title is not left under the sticky app bar; then focus, without scrolling again.
    window.scrollTo({ top: 0 });
    title.current?.focus({ preventScroll: true });
  }, []);
  const total = amount(booked.total, CABIN_PRICE_CURRENCY);
  const day = (date: string) => dayWithWeekday(date, i18n.language);
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="cabin-booked">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: '50%',
              bgcolor: 'success.main',
              color: 'success.contrastText',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Box component="svg" viewBox="0 0 24 24" sx={{ width: 28, height: 28, fill: 'currentColor' }}>
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
            </Box>
          </Box>
          <Typography variant="h2" component="h2" tabIndex={-1} ref={title} sx={{ outline: 'none' }}>
            {customerName ? t('cabinBooked.titleDesk', { name: customerName }) : t('cabinBooked.title')}
          </Typography>
        </Stack>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('cabinBooked.code')}
          </Typography>
          <Typography
            sx={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: 1, ...ONE_LINE_FIGURE }}
            data-testid="cabin-booked-code"
          >
            {cabinBookingNumber(booked.idReserva)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('cabinBooked.codeHint')}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
        >
          <Fact label={t('cabinBooked.where')}>
            {booked.park} · {booked.kind} · {booked.cabana}
          </Fact>
          <Fact label={t('cabinBooked.when')}>
            {t('cabinStay.range', { arrival: day(booked.arrival), departure: day(booked.departure) })}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('cabinStay.nights', { count: booked.noches })}
            </Box>
          </Fact>
          <Fact label={t('cabinBooked.total')}>
            <Box component="span" sx={{ ...ONE_LINE_FIGURE, fontWeight: 700 }} data-testid="cabin-booked-total">
              {total}
            </Box>
          </Fact>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('cabinBooked.howPaid')}
          </Typography>
          <Typography data-testid="cabin-booked-payment">{t('cabinBooked.payAtPark', { total })}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('cabinBooked.cancelRule')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(customerName ? 'cabinBooked.sentDesk' : 'cabinBooked.sent')}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" onClick={onDone} data-testid="cabin-booked-done">
            {t(customerName ? 'cabinBooked.doneDesk' : 'cabinBooked.done')}
          </Button>
          <Button size="large" onClick={onAnother} data-testid="cabin-booked-another">
            {t('cabinBooked.another')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
