import { z } from 'zod';
import type { InvitationState } from './invitation.rules.ts';
import { attendanceRequestSchema, invitationIdSchema, roomInvitationRequestSchema } from './rooms.schemas.ts';
import type { GuestHistoryRow, InvitationView, RoomInvitations } from './rooms.types.ts';

/*
 * The prospects' invitations on the wire (spec §3, §5; docs/decisions/0010, 0020). The contact kind and the
 * state keep the codes the invitations are stored and judged with (invitation.rules.ts).
 */

export type ContactKind = InvitationView['contacto'];

/** POST /salas/invitaciones: the room and the prospect, only the contact data their kind asks for. */
export const roomInvitationRequest = roomInvitationRequestSchema.transform((body) => ({
  roomId: body.idSala,
  prospect: {
    name: body.nombre,
    contactKind: body.contacto,
    email: body.correo,
    phone: body.telefono,
    city: body.ciudad,
  },
}));
export type ProspectInput = z.output<typeof roomInvitationRequest>['prospect'];

/** GET /salas/invitacion?idInvitacion=, POST /salas/invitacion/retirar and /convertida. */
export const invitationRequest = z
  .object({ idInvitacion: invitationIdSchema })
  .transform((body) => ({ invitationId: body.idInvitacion }));

/** PUT /salas/asistencia. */
export const attendanceRequest = attendanceRequestSchema.transform((body) => ({
  invitationId: body.idInvitacion,
  attended: body.asistio,
}));

/** Inside: an invitation as the caller may see it (contact data only where spec §5 allows, decided by the service). */
export interface Invitation {
  id: number;
  roomId: number;
  name: string;
  contactKind: ContactKind;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: InvitationState;
  attended: boolean | null;
  daysElapsed: number;
  invitedAt: Date;
  invitedBy: string;
  /** the caller invited this prospect */
  own: boolean;
}

export interface InvitationsOfRoom {
  invitations: Invitation[];
  /** invitations of other advisers the caller may not see yet */
  hidden: number;
  mayMarkAttendance: boolean;
}

/** Inside: one of the caller's prospects in any room, with the room's name and start. */
export interface InvitedProspect extends Invitation {
  roomName: string;
  roomStartsAt: Date;
}

const invitationFields = {
  idInvitacion: z.number().int(),
  idSala: z.number().int(),
  nombre: z.string(),
  contacto: z.enum(['correo', 'telefono', 'ambos']),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  ciudad: z.string().nullable(),
  estado: z.enum(['registrado', 'finalizado', 'convertido', 'retirado', 'desconocido']),
  asistio: z.boolean().nullable(),
  diasTranscurridos: z.number().int(),
  fechaInvitacion: z.string(),
  invitadoPor: z.string(),
  propia: z.boolean(),
};
export const invitationAnswer = z.object(invitationFields) satisfies z.ZodType<InvitationView>;

export function invitationWire(invitation: Invitation): InvitationView {
  return {
    idInvitacion: invitation.id,
    idSala: invitation.roomId,
    nombre: invitation.name,
    contacto: invitation.contactKind,
    correo: invitation.email,
    telefono: invitation.phone,
    ciudad: invitation.city,
    estado: invitation.state,
    asistio: invitation.attended,
    diasTranscurridos: invitation.daysElapsed,
    fechaInvitacion: invitation.invitedAt.toISOString(),
    invitadoPor: invitation.invitedBy,
    propia: invitation.own,
  };
}

export const roomInvitationsAnswer = z.object({
  invitaciones: z.array(invitationAnswer),
  ocultas: z.number().int(),
  puedeMarcarAsistencia: z.boolean(),
}) satisfies z.ZodType<RoomInvitations>;

export const roomInvitationsWire = (list: InvitationsOfRoom): RoomInvitations => ({
  invitaciones: list.invitations.map(invitationWire),
  ocultas: list.hidden,
  puedeMarcarAsistencia: list.mayMarkAttendance,
});

export const guestHistoryAnswer = z.array(
  z.object({ ...invitationFields, sala: z.string(), fechaSala: z.string() }) satisfies z.ZodType<GuestHistoryRow>,
);

export const guestHistoryWire = (prospects: InvitedProspect[]): GuestHistoryRow[] =>
  prospects.map((prospect) => ({
    ...invitationWire(prospect),
    sala: prospect.roomName,
    fechaSala: prospect.roomStartsAt.toISOString(),
  }));
