import { ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE } from '@vo/domain/config';
import type { RoomRole } from '@vo/domain/rooms/invitation.rules';
import { roomState } from '@vo/domain/rooms/room-time.rules';
import type { RoomPerson, RoomRoleWire, RoomView } from '@vo/domain/rooms/rooms.types';
import { formatBusinessLocalDateTime } from '@vo/domain/time';
import type { Executor } from '../../db/client.ts';
import { seatsTaken } from './invitations.repo.ts';
import type { RoomRow } from './rooms.repo.ts';
import { membersOf, roomNames } from './rooms.repo.ts';

export const ROLE_WIRE: Record<RoomRole, RoomRoleWire> = {
  creator: 'creador',
  presenter: 'presentador',
  second_presenter: 'segundo_presentador',
  moderator: 'moderador',
  participant: 'participante',
};

/** A room as its members see it: people by role, seats taken, the state by the clock, the caller's roles. */
export async function roomView(db: Executor, room: RoomRow, callerId: number, now: Date): Promise<RoomView> {
  const [names, members, seats] = await Promise.all([
    roomNames(db, room.id),
    membersOf(db, room.id),
    seatsTaken(db, room.id),
  ]);
  const withRole = (role: RoomRole): RoomPerson[] =>
    members.filter((m) => m.role === role).map((m) => ({ ci: m.ci, nombre: m.name }));
  const [creator] = withRole('creator');
  return {
    idSala: room.id,
    codigo: room.code,
    nombre: room.name,
    modelo: names.model,
    ciudad: names.city,
    direccion: room.address,
    fechaHora: room.startsAt.toISOString(),
    fechaHoraLocal: formatBusinessLocalDateTime(room.startsAt),
    duracionHoras: room.durationMinutes / 60,
    capacidad: room.capacity,
    inscritos: seats,
    estado: roomState(room, now),
    motivoCancelacion: room.cancelReason,
    organizador: { nombre: room.organiserName, telefono: room.organiserPhone },
    creador: creator ?? { ci: '', nombre: '' },
    presentador: withRole('presenter')[0] ?? null,
    segundoPresentador: withRole('second_presenter')[0] ?? null,
    moderadores: withRole('moderator'),
    participantes: withRole('participant'),
    misRoles: members.filter((m) => m.userId === callerId).map((m) => ROLE_WIRE[m.role as RoomRole]),
    prospectosVisiblesDesde: new Date(
      room.startsAt.getTime() - ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE * 60_000,
    ).toISOString(),
  };
}
