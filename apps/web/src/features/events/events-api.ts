import { useQuery } from '@tanstack/react-query';
import { eventEndpoints as endpoints } from '@vo/domain/events/events.endpoints';
import type { eventGuestRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import type { z } from 'zod';
import { call, unwrap } from '../../lib/api.ts';

export type GuestRequest = z.output<typeof eventGuestRequestSchema>;

export const useEvents = () =>
  useQuery({ queryKey: ['events', 'list'], queryFn: async () => unwrap(await call(endpoints.list)) });
export const useMyGuests = () =>
  useQuery({
    queryKey: ['events', 'guests'],
    queryFn: async () => unwrap(await call(endpoints.myGuests)),
  });

/** POST /eventos/invitados. Silent: a refusal shows next to its field. */
export async function registerGuest(body: GuestRequest) {
  const envelope = await call(endpoints.registerGuest, body, { silent: true });
  return { data: unwrap(envelope), message: envelope.message ?? '' };
}
