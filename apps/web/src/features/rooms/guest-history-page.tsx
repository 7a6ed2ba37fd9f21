import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InvitationRow } from './invitation-row.tsx';
import { useGuestHistory } from './rooms-api.ts';

/** /eventos-aci/historial/invitados: every prospect the adviser invited, in every room, newest first. */
export default function GuestHistoryPage() {
  const { t, i18n } = useTranslation();
  const guests = useGuestHistory();
  if (guests.isPending) return <PageSpinner />;
  if (guests.isError) return <LoadError onRetry={() => void guests.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, minWidth: 0 }} data-testid="guest-history-page">
      <Typography variant="h1">{t('rooms.guests.title')}</Typography>
      {guests.data.length === 0 ? (
        <Typography color="text.secondary">{t('rooms.guests.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {guests.data.map((guest) => (
            <InvitationRow
              key={guest.idInvitacion}
              invitation={guest}
              context={`${t('rooms.guests.room')}: ${guest.sala} · ${formatInstant(guest.fechaSala, i18n.language)}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
