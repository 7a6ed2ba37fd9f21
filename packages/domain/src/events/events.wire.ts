import { z } from 'zod';
import { eventGuestRequestSchema } from '../rooms/rooms.schemas.ts';
import type { EventGuest, GuestEvent } from '../rooms/rooms.types.ts';

/*
 * The wire of events for guests (spec §2 /eventos, §5 event guest; docs/decisions/0010, 0020). The guest's
 * ID card is theirs, not the caller's: inside it is the guest's documentNumber.
 */

/** POST /eventos/invitados. */
export const eventGuestRequest = eventGuestRequestSchema.transform((body) => ({
  eventId: body.idEvento,
  fullName: body.nombreCompleto,
  documentNumber: body.ci,
  birthDate: body.fechaNacimiento,
}));
export type EventGuestInput = z.output<typeof eventGuestRequest>;

/** Inside: an event still to come. */
export interface UpcomingEvent {
  id: number;
  name: string;
  place: string;
  startsAt: Date;
}

/** Inside: a guest the caller registered, with the event's name. */
export interface RegisteredGuest {
  id: number;
  eventId: number;
  eventName: string;
  fullName: string;
  documentNumber: string;
  birthDate: string;
}

export const guestEventAnswer = z.object({
  idEvento: z.number().int(),
  nombre: z.string(),
  lugar: z.string(),
  fechaHora: z.string(),
}) satisfies z.ZodType<GuestEvent>;
export const guestEventListAnswer = z.array(guestEventAnswer);

export const guestEventWire = (event: UpcomingEvent): GuestEvent => ({
  idEvento: event.id,
  nombre: event.name,
  lugar: event.place,
  fechaHora: event.startsAt.toISOString(),
});

export const eventGuestAnswer = z.object({
  idInvitado: z.number().int(),
  idEvento: z.number().int(),
  evento: z.string(),
  nombreCompleto: z.string(),
  ci: z.string(),
  fechaNacimiento: z.string(),
}) satisfies z.ZodType<EventGuest>;
export const eventGuestListAnswer = z.array(eventGuestAnswer);

export const eventGuestWire = (guest: RegisteredGuest): EventGuest => ({
  idInvitado: guest.id,
  idEvento: guest.eventId,
  evento: guest.eventName,
  nombreCompleto: guest.fullName,
  ci: guest.documentNumber,
  fechaNacimiento: guest.birthDate,
});
