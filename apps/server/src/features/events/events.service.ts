import type { EventGuestInput, RegisteredGuest, UpcomingEvent } from '@vo/domain/events/events.wire';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { eventById, guestsRegisteredBy, registerGuest, upcomingEvents } from './events.repo.ts';

/** GET /eventos: the events still to come, open to guests (spec §2 /eventos). */
export async function listEvents(deps: AppDeps): Promise<UpcomingEvent[]> {
  const events = await upcomingEvents(deps.db, deps.clock.now());
  return events.map((e) => ({ id: e.id, name: e.name, place: e.place, startsAt: e.startsAt }));
}

/** GET /eventos/invitados: the guests the caller registered. */
export async function myGuests(deps: AppDeps, session: SessionContext): Promise<RegisteredGuest[]> {
  const rows = await guestsRegisteredBy(deps.db, session.userId);
  return rows.map(({ guest, eventName }) => ({
    id: guest.id,
    eventId: guest.eventId,
    eventName,
    fullName: guest.fullName,
    documentNumber: guest.documentNumber,
    birthDate: guest.birthDate,
  }));
}

/**
 * POST /eventos/invitados: a logged-in person registers a guest for an event still to come (spec §5:
 * event required, full name letters only up to 255, ID card up to 40, a real birth date, not in the future).
 */
export async function registerEventGuest(
  deps: AppDeps,
  session: SessionContext,
  input: EventGuestInput,
): Promise<RegisteredGuest> {
  const now = deps.clock.now();
  const event = await eventById(deps.db, input.eventId);
  if (!event || event.startsAt <= now) throw new AppError('events.eventRequired', 1, {}, { campo: 'idEvento' });
  if (input.birthDate > businessDateOf(now))
    throw new AppError('events.birthDateInvalid', 1, {}, { campo: 'fechaNacimiento' });
  const guest = await registerGuest(deps.db, {
    eventId: event.id,
    registeredByUserId: session.userId,
    fullName: input.fullName,
    documentNumber: input.documentNumber,
    birthDate: input.birthDate,
    createdAt: now,
  });
  if (!guest) throw new AppError('events.alreadyRegistered', 1, {}, { campo: 'ci' });
  return {
    id: guest.id,
    eventId: event.id,
    eventName: event.name,
    fullName: guest.fullName,
    documentNumber: guest.documentNumber,
    birthDate: guest.birthDate,
  };
}
