import type { InvitationState } from './invitation.rules.ts';
import type { RoomState } from './room-time.rules.ts';

/** Wire shapes of the meeting rooms (docs/decisions/0010). Instants are ISO; `fechaHoraLocal` is La Paz wall time. */

export type RoomRoleWire = 'creador' | 'presentador' | 'segundo_presentador' | 'moderador' | 'participante';

export interface RoomPerson {
  ci: string;
  nombre: string;
}

export interface RoomView {
  idSala: number;
  codigo: string;
  nombre: string;
  modelo: string;
  ciudad: string;
  direccion: string;
  fechaHora: string;
  fechaHoraLocal: string;
  duracionHoras: number;
  capacidad: number;
  /** seats held by invitations (registered or converted) */
  inscritos: number;
  estado: RoomState;
  motivoCancelacion: string | null;
  organizador: { nombre: string; telefono: string };
  creador: RoomPerson;
  presentador: RoomPerson | null;
  segundoPresentador: RoomPerson | null;
  moderadores: RoomPerson[];
  participantes: RoomPerson[];
  /** the caller's roles in the room */
  misRoles: RoomRoleWire[];
  /** when other advisers' prospects become visible to the attendance controllers */
  prospectosVisiblesDesde: string;
}

export interface RoomOptions {
  modelos: { id: number; nombre: string }[];
  ciudades: { id: number; nombre: string }[];
  /**
   * The adviser asking, who organises the room they create: what the wizard fills in for them (null if
   * not found; the wizard then starts with the organiser empty).
   */
  organizador: { ci: string; nombre: string; telefono: string } | null;
}

export interface InvitationView {
  idInvitacion: number;
  idSala: number;
  nombre: string;
  contacto: 'correo' | 'telefono' | 'ambos';
  /** contact data: only for its inviter, the room's staff and, from 60 minutes before start, the moderators */
  correo: string | null;
  telefono: string | null;
  ciudad: string | null;
  estado: InvitationState;
  asistio: boolean | null;
  diasTranscurridos: number;
  fechaInvitacion: string;
  invitadoPor: string;
  propia: boolean;
}

/** GET /salas/invitaciones?idSala= */
export interface RoomInvitations {
  invitaciones: InvitationView[];
  /** invitations of other advisers the caller may not see yet */
  ocultas: number;
  puedeMarcarAsistencia: boolean;
}

/** GET /salas/historial/invitados: the caller's prospects in every room */
export interface GuestHistoryRow extends InvitationView {
  sala: string;
  fechaSala: string;
}

export interface GuestEvent {
  idEvento: number;
  nombre: string;
  lugar: string;
  fechaHora: string;
}

export interface EventGuest {
  idInvitado: number;
  idEvento: number;
  evento: string;
  nombreCompleto: string;
  ci: string;
  fechaNacimiento: string;
}
