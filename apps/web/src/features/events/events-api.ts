import { useQuery } from '@tanstack/react-query';
import type { eventGuestRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import type { EventGuest, GuestEvent } from '@vo/domain/rooms/rooms.types';
import type { z } from 'zod';
import { api, unwrap } from '../../lib/api.ts';

export type GuestRequest = z.output<typeof eventGuestRequestSchema>;

export const useEvents = () =>
  useQuery({ queryKey: ['events', 'list'], queryFn: async () => unwrap(await api<GuestEvent[]>('eventos')) });
export const useMyGuests = () =>
  useQuery({
    queryKey: ['events', 'guests'],
    queryFn: async () => unwrap(await api<EventGuest[]>('eventos/invitados')),
  });

/** POST /eventos/invitados. Silent: a refusal shows next to its field. */
export async function registerGuest(body: GuestRequest) {
  const envelope = await api<EventGuest>('eventos/invitados', { method: 'POST', body, silent: true });
  return { data: unwrap(envelope), message: envelope.message ?? '' };
}
