import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InvitationRow } from './invitation-row.tsx';
import { markAttendance, useRefreshRooms, useRoom, useRoomInvitations } from './rooms-api.ts';
import { useRoomParams } from './use-room-params.ts';

/** /eventos-aci/sala/:id/controlasistencia: the creator and moderators mark who came, from 60 minutes before. */
export default function AttendancePage() {
  const { t, i18n } = useTranslation();
  const { roomId } = useRoomParams();
  const room = useRoom(roomId);
  const list = useRoomInvitations(roomId);
  const refresh = useRefreshRooms();
  const mark = useMutation({
    mutationFn: ({ id, attended }: { id: number; attended: boolean }) => markAttendance(id, attended),
    onSuccess: () => refresh(),
  });
  if (room.isPending || list.isPending) return <PageSpinner />;
  if (room.isError || list.isError)
    return (
      <LoadError
        onRetry={() => {
          void room.refetch();
          void list.refetch();
        }}
      />
    );
  const prospects = list.data.invitaciones.filter((i) => i.estado !== 'retirado');
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, minWidth: 0 }} data-testid="attendance-page">
      <Link component={RouterLink} to={`/eventos-aci/sala/${roomId}`}>
        {t('rooms.back')}
      </Link>
      <Typography variant="h1">{t('rooms.attendance.title')}</Typography>
      <Typography color="text.secondary">
        {room.data.nombre} · {t('rooms.attendance.intro')}
      </Typography>
      {list.data.puedeMarcarAsistencia ? null : (
        <Alert severity="info" data-testid="attendance-not-yet">
          {t('rooms.attendance.notYet', { time: formatInstant(room.data.prospectosVisiblesDesde, i18n.language) })}
        </Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {prospects.map((invitation) => (
          <InvitationRow
            key={invitation.idInvitacion}
            invitation={invitation}
            actions={
              list.data.puedeMarcarAsistencia ? (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={invitation.asistio === null ? null : String(invitation.asistio)}
                  onChange={(_event, value: string | null) =>
                    value !== null && mark.mutate({ id: invitation.idInvitacion, attended: value === 'true' })
                  }
                  disabled={mark.isPending}
                >
                  <ToggleButton value="true" data-testid="attendance-yes">
                    {t('rooms.attendance.yes')}
                  </ToggleButton>
                  <ToggleButton value="false" data-testid="attendance-no">
                    {t('rooms.attendance.no')}
                  </ToggleButton>
                </ToggleButtonGroup>
              ) : null
            }
          />
        ))}
      </Stack>
      {list.data.ocultas > 0 ? (
        <Alert severity="info">{t('rooms.view.hidden', { count: list.data.ocultas })}</Alert>
      ) : null}
    </Stack>
  );
}
