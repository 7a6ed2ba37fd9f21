import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { InvitationRow } from './invitation-row.tsx';
import { useRoomInvitations } from './rooms-api.ts';

/** The prospects of a room the caller may see, and how many of other advisers' are not shown yet. */
export function RoomProspects({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const list = useRoomInvitations(roomId);
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { invitaciones, ocultas } = list.data;
  return (
    <Stack spacing={1} data-testid="room-prospects">
      <Typography variant="h2">{t('rooms.view.prospects')}</Typography>
      {invitaciones.length === 0 ? <Typography color="text.secondary">{t('rooms.view.noProspects')}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {invitaciones.map((invitation) => (
          <InvitationRow key={invitation.idInvitacion} invitation={invitation} />
        ))}
      </Stack>
      {ocultas > 0 ? (
        <Alert severity="info" data-testid="room-prospects-hidden">
          {t('rooms.view.hidden', { count: ocultas })}
        </Alert>
      ) : null}
    </Stack>
  );
}
