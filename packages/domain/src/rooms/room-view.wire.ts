import { z } from 'zod';
import { formatBusinessLocalDateTime } from '../time.ts';
import type { RoomRole } from './invitation.rules.ts';
import type { RoomState } from './room-time.rules.ts';
import type { RoomPerson, RoomRoleWire, RoomView } from './rooms.types.ts';

/*
 * A meeting room as its members see it, on the wire (docs/decisions/0010, 0020). Its state keeps the
 * codes its rules speak (room-time.rules.ts); roles are English inside.
 */

/** Inside: an adviser of a room, or one named by document. */
export interface RoomMember {
  documentNumber: string;
  name: string;
}

/** Inside: a room as one of its members sees it; its state and the caller's roles decided by the service. */
export interface Room {
  id: number;
  code: string;
  name: string;
  model: string;
  city: string;
  address: string;
  startsAt: Date;
  durationHours: number;
  capacity: number;
  /** seats held by invitations (registered or converted) */
  seatsTaken: number;
  state: RoomState;
  cancelReason: string | null;
  organiser: { name: string; phone: string };
  creator: RoomMember;
  presenter: RoomMember | null;
  secondPresenter: RoomMember | null;
  moderators: RoomMember[];
  participants: RoomMember[];
  myRoles: RoomRole[];
  /** when other advisers' prospects become visible to the attendance controllers */
  prospectsVisibleFrom: Date;
}

export const ROLE_WIRE = {
  creator: 'creador',
  presenter: 'presentador',
  second_presenter: 'segundo_presentador',
  moderator: 'moderador',
  participant: 'participante',
} as const satisfies Record<RoomRole, RoomRoleWire>;

const personAnswer = z.object({ ci: z.string(), nombre: z.string() }) satisfies z.ZodType<RoomPerson>;
export const roomPersonAnswer = personAnswer;
export const roomPersonWire = (member: RoomMember): RoomPerson => ({ ci: member.documentNumber, nombre: member.name });

export const roomAnswer = z.object({
  idSala: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  modelo: z.string(),
  ciudad: z.string(),
  direccion: z.string(),
  fechaHora: z.string(),
  fechaHoraLocal: z.string(),
  duracionHoras: z.number(),
  capacidad: z.number().int(),
  inscritos: z.number().int(),
  estado: z.enum(['programada', 'en_curso', 'finalizada', 'cancelada']),
  motivoCancelacion: z.string().nullable(),
  organizador: z.object({ nombre: z.string(), telefono: z.string() }),
  creador: personAnswer,
  presentador: personAnswer.nullable(),
  segundoPresentador: personAnswer.nullable(),
  moderadores: z.array(personAnswer),
  participantes: z.array(personAnswer),
  misRoles: z.array(z.enum(Object.values(ROLE_WIRE))),
  prospectosVisiblesDesde: z.string(),
}) satisfies z.ZodType<RoomView>;
export const roomListAnswer = z.array(roomAnswer);

export function roomWire(room: Room): RoomView {
  return {
    idSala: room.id,
    codigo: room.code,
    nombre: room.name,
    modelo: room.model,
    ciudad: room.city,
    direccion: room.address,
    fechaHora: room.startsAt.toISOString(),
    fechaHoraLocal: formatBusinessLocalDateTime(room.startsAt),
    duracionHoras: room.durationHours,
    capacidad: room.capacity,
    inscritos: room.seatsTaken,
    estado: room.state,
    motivoCancelacion: room.cancelReason,
    organizador: { nombre: room.organiser.name, telefono: room.organiser.phone },
    creador: roomPersonWire(room.creator),
    presentador: room.presenter ? roomPersonWire(room.presenter) : null,
    segundoPresentador: room.secondPresenter ? roomPersonWire(room.secondPresenter) : null,
    moderadores: room.moderators.map(roomPersonWire),
    participantes: room.participants.map(roomPersonWire),
    misRoles: room.myRoles.map((role) => ROLE_WIRE[role]),
    prospectosVisiblesDesde: room.prospectsVisibleFrom.toISOString(),
  };
}
