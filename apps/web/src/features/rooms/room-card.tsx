import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoomView } from '@vo/domain/rooms/rooms.types';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ROOM_STATE_COLOR } from './room-labels.ts';
import { ShareRoomCode } from './share-room-code.tsx';

/** A room in a list: its name and state, when, where, seats, and what the person is in it. */
export function RoomCard({ room }: { room: RoomView }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" elevation={0} sx={{ p: 2, listStyle: 'none' }} data-testid={`room-${room.idSala}`}>
      <Stack spacing={0.75}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={`/eventos-aci/sala/${room.idSala}`} sx={{ fontWeight: 600 }}>
            {room.nombre}
          </Link>
          <Chip size="small" color={ROOM_STATE_COLOR[room.estado]} label={t(`rooms.state.${room.estado}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {room.modelo} · {formatInstant(room.fechaHora, i18n.language)} ·{' '}
          {t('rooms.field.hours', { hours: room.duracionHoras })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {room.direccion}, {room.ciudad} ·{' '}
          {t('rooms.view.seatsOf', { taken: room.inscritos, capacity: room.capacidad })}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {room.misRoles.map((role) => (
            <Chip key={role} size="small" variant="outlined" label={t(`rooms.role.${role}`)} />
          ))}
        </Stack>
        {room.estado === 'programada' ? (
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {t('rooms.view.code')}: <strong data-testid="room-card-code">{room.codigo}</strong>
            </Typography>
            <ShareRoomCode room={room} testId={`room-share-${room.idSala}`} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A list of rooms, or an empty state with the next step (creating one) while there are none. */
export function RoomList({ rooms, empty, testId }: { rooms: RoomView[]; empty: string; testId: string }) {
  const { t } = useTranslation();
  if (rooms.length === 0)
    return (
      <EmptyState
        picture="meeting-room"
        text={empty}
        action={{ label: t('emptyState.createRoom'), to: '/eventos-aci/crear' }}
        testId={`${testId}-empty`}
      />
    );
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid={testId}>
      {rooms.map((room) => (
        <RoomCard key={room.idSala} room={room} />
      ))}
    </Stack>
  );
}
