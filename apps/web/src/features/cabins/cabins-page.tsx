import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BlockedByOverdue } from '../products/index.ts';
import { type BookedStay, CabinBooked } from './cabin-booked.tsx';
import { CabinKindRatings } from './cabin-kind-ratings.tsx';
import { CabinReservations } from './cabin-reservations.tsx';
import { CabinReserveForm } from './cabin-reserve-form.tsx';
import { type Booker, useCabinsHome } from './cabins-api.ts';
import { CashierDesk } from './cashier-desk.tsx';

/** Where a button of the confirmation screen leads, once the page is drawn again. */
const scrollToTestId = (testId: string) =>
  requestAnimationFrame(() =>
    document.querySelector(`[data-testid="${testId}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  );

/**
 * The calendar, the form (or why not) and the reservations of the person the page books for; after a
 * booking, its confirmation screen in their place until the person goes on.
 */
function CabinsView({ booker }: { booker: Booker }) {
  const { t } = useTranslation();
  const home = useCabinsHome(booker);
  const [booked, setBooked] = useState<BookedStay | null>(null);
  if (home.isPending) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const blocked = home.data.impedimento;
  return (
    <>
      {booked ? (
        <CabinBooked
          booked={booked}
          customerName={home.data.cliente?.nombre}
          onDone={() => {
            setBooked(null);
            scrollToTestId('my-cabin-reservations');
          }}
          onAnother={() => {
            setBooked(null);
            scrollToTestId('cabin-form');
          }}
        />
      ) : null}
      {/* Hidden, not unmounted, while the confirmation shows: the park, kind and fortnight chosen are kept. */}
      <Stack spacing={2} sx={{ display: booked ? 'none' : 'flex' }}>
        {blocked && !booker.document && blocked.codigo === 'cabins.overdue' ? (
          // The customer's own way out: the same full-width pay action as her home (docs/decisions/0045).
          <BlockedByOverdue testId="cabins-blocked">
            <strong>{t('cabinsPage.cannot')}</strong> — {blocked.mensaje}
          </BlockedByOverdue>
        ) : blocked ? (
          <Alert
            severity="warning"
            data-testid="cabins-blocked"
            action={
              // At the desk the cashier tells the customer; the way out is the customer's own.
              booker.document ? undefined : (
                <Button component={RouterLink} to="/atencion-cliente" color="inherit" size="small">
                  {t('menu.customerService')}
                </Button>
              )
            }
          >
            <strong>{t(booker.document ? 'cashierDesk.cannot' : 'cabinsPage.cannot')}</strong> — {blocked.mensaje}
          </Alert>
        ) : (
          <CabinReserveForm home={home.data} booker={booker} onBooked={setBooked} />
        )}
        <CabinKindRatings kinds={home.data.tipos} />
        <CabinReservations home={home.data} booker={booker} />
      </Stack>
    </>
  );
}

/**
 * /reservar-cabana (spec §2, §6): the availability calendar per park and kind of cabin, and the
 * reservation for customers with current instalments and a valid ID card; the others read why not and
 * what to do. Their reservations below, cancellable until 48 hours before arrival. A cashier reserves
 * for the customer at the desk (docs/decisions/0015).
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
