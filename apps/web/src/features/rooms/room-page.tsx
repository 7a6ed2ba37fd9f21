import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { controlsAttendance, isCreator, mayLeave, ROOM_STATE_COLOR } from './room-labels.ts';
import { RoomProspects } from './room-prospects.tsx';
import { leaveRoom, useRefreshRooms, useRoom } from './rooms-api.ts';
import { ShareRoomCode } from './share-room-code.tsx';
import { useRoomParams } from './use-room-params.ts';

/** /eventos-aci/sala/:id: a room of the adviser's, its people, its prospects, and what they may do in it. */
export default function RoomPage() {
  const { t, i18n } = useTranslation();
  const { roomId } = useRoomParams();
  const room = useRoom(roomId);
  const refresh = useRefreshRooms();
  const navigate = useNavigate();
  const leave = useMutation({
    mutationFn: () => leaveRoom(roomId),
    onSuccess: async ({ message }) => {
      showToast('success', message);
      await refresh();
      navigate('/eventos-aci');
    },
  });

  if (room.isPending) return <PageSpinner />;
  if (room.isError) return <LoadError onRetry={() => void room.refetch()} />;
  const r = room.data;
  const open = r.estado === 'programada';
  const people = [
    [t('rooms.role.creador'), r.creador.nombre],
    [t('rooms.role.presentador'), r.presentador?.nombre],
    [t('rooms.role.segundo_presentador'), r.segundoPresentador?.nombre],
    [t('rooms.role.moderador'), r.moderadores.map((m) => m.nombre).join(', ')],
    [t('rooms.role.participante'), r.participantes.map((m) => m.nombre).join(', ')],
  ].filter(([, names]) => names) as [string, string][];
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, minWidth: 0 }} data-testid="room-page">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {r.nombre}
        </Typography>
        <Chip color={ROOM_STATE_COLOR[r.estado]} label={t(`rooms.state.${r.estado}`)} data-testid="room-state" />
      </Stack>
      {r.motivoCancelacion ? (
        <Alert severity="error">{t('rooms.view.cancelledBecause', { reason: r.motivoCancelacion })}</Alert>
      ) : null}
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <DetailLine label={t('rooms.field.model')} value={r.modelo} testId="room-model" />
          <DetailLine
            label={t('rooms.view.when')}
            value={`${formatInstant(r.fechaHora, i18n.language)} · ${t('rooms.field.hours', { hours: r.duracionHoras })}`}
            testId="room-when"
          />
          <DetailLine label={t('rooms.view.where')} value={`${r.direccion}, ${r.ciudad}`} testId="room-where" />
          <DetailLine
            label={t('rooms.view.seats')}
            value={t('rooms.view.seatsOf', { taken: r.inscritos, capacity: r.capacidad })}
            testId="room-seats"
          />
          <DetailLine
            label={t('rooms.view.organiser')}
            value={`${r.organizador.nombre} · ${r.organizador.telefono}`}
            testId="room-organiser"
          />
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <DetailLine label={t('rooms.view.code')} value={r.codigo} testId="room-code" />
            {r.estado === 'programada' ? <ShareRoomCode room={r} testId="room-share-code" /> : null}
          </Stack>
        </Stack>
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('rooms.view.people')}
        </Typography>
        <Stack spacing={1}>
          {people.map(([role, names]) => (
            <DetailLine key={role} label={role} value={names} testId={`room-people-${role}`} />
          ))}
          <DetailLine
            label={t('rooms.view.yourRoles')}
            value={r.misRoles.map((role) => t(`rooms.role.${role}`)).join(', ')}
            testId="room-my-roles"
          />
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {open ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/eventos-aci/sala/${r.idSala}/invitar`}
            data-testid="room-invite"
          >
            {t('rooms.view.invite')}
          </Button>
        ) : null}
        {controlsAttendance(r.misRoles) && r.estado !== 'cancelada' ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/eventos-aci/sala/${r.idSala}/controlasistencia`}
            data-testid="room-attendance"
          >
            {t('rooms.view.attendance')}
          </Button>
        ) : null}
        {isCreator(r.misRoles) ? (
          <Button component={RouterLink} to={`/eventos-aci/sala/${r.idSala}/administrar`} data-testid="room-manage">
            {t('rooms.view.manage')}
          </Button>
        ) : null}
        {mayLeave(r.misRoles) && open ? (
          <Button color="error" onClick={() => leave.mutate()} disabled={leave.isPending} data-testid="room-leave">
            {t('rooms.view.leave')}
          </Button>
        ) : null}
      </Stack>
      <RoomProspects roomId={r.idSala} />
    </Stack>
  );
}
