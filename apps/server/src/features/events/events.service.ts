import type { eventGuestRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import type { EventGuest, GuestEvent } from '@vo/domain/rooms/rooms.types';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { eventById, guestsRegisteredBy, registerGuest, upcomingEvents } from './events.repo.ts';

/** GET /eventos: the events still to come, open to guests (spec §2 /eventos). */
export async function listEvents(deps: AppDeps): Promise<GuestEvent[]> {
  const events = await upcomingEvents(deps.db, deps.clock.now());
  return events.map((e) => ({ idEvento: e.id, nombre: e.name, lugar: e.place, fechaHora: e.startsAt.toISOString() }));
}

/** GET /eventos/invitados: the guests the caller registered. */
export async function myGuests(deps: AppDeps, session: SessionContext): Promise<EventGuest[]> {
  const rows = await guestsRegisteredBy(deps.db, session.userId);
  return rows.map(({ guest, eventName }) => ({
    idInvitado: guest.id,
    idEvento: guest.eventId,
    evento: eventName,
    nombreCompleto: guest.fullName,
    ci: guest.documentNumber,
    fechaNacimiento: guest.birthDate,
  }));
}

/**
 * POST /eventos/invitados: a logged-in person registers a guest for an event still to come (spec §5:
 * event required, full name letters only up to 255, ID card up to 40, a real birth date, not in the future).
 */
export async function registerEventGuest(
  deps: AppDeps,
  session: SessionContext,
  body: z.output<typeof eventGuestRequestSchema>,
): Promise<EventGuest> {
  const now = deps.clock.now();
  const event = await eventById(deps.db, body.idEvento);
  if (!event || event.startsAt <= now) throw new AppError('events.eventRequired', 1, {}, { campo: 'idEvento' });
  if (body.fechaNacimiento > businessDateOf(now))
    throw new AppError('events.birthDateInvalid', 1, {}, { campo: 'fechaNacimiento' });
  const guest = await registerGuest(deps.db, {
    eventId: event.id,
    registeredByUserId: session.userId,
    fullName: body.nombreCompleto,
    documentNumber: body.ci,
    birthDate: body.fechaNacimiento,
    createdAt: now,
  });
  if (!guest) throw new AppError('events.alreadyRegistered', 1, {}, { campo: 'ci' });
  return {
    idInvitado: guest.id,
    idEvento: event.id,
    evento: event.name,
    nombreCompleto: guest.fullName,
    ci: guest.documentNumber,
    fechaNacimiento: guest.birthDate,
  };
}
