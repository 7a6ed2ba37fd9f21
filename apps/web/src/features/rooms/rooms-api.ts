import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@vo/domain/envelope';
import { roomEndpoints as endpoints } from '@vo/domain/rooms/rooms.endpoints';
import type { CreateRoomRequest, InvitationRequest } from '@vo/domain/rooms/rooms.schemas';
import type { RoomPerson } from '@vo/domain/rooms/rooms.types';
import { call, unwrap } from '../../lib/api.ts';

/** Calls of the meeting rooms (docs/decisions/0010). Changes are silent: a refusal shows next to its field. */

export const roomKeys = {
  all: ['rooms'] as const,
  mine: ['rooms', 'mine'] as const,
  history: ['rooms', 'history'] as const,
  guests: ['rooms', 'guests'] as const,
  options: ['rooms', 'options'] as const,
  room: (id: number) => ['rooms', 'room', id] as const,
  invitations: (id: number) => ['rooms', 'invitations', id] as const,
  invitation: (id: number) => ['rooms', 'invitation', id] as const,
};

export const useMyRooms = () =>
  useQuery({ queryKey: roomKeys.mine, queryFn: async () => unwrap(await call(endpoints.mine)) });
export const useRoomHistory = () =>
  useQuery({ queryKey: roomKeys.history, queryFn: async () => unwrap(await call(endpoints.history)) });
export const useGuestHistory = () =>
  useQuery({ queryKey: roomKeys.guests, queryFn: async () => unwrap(await call(endpoints.guestHistory)) });
export const useRoomOptions = () =>
  useQuery({
    queryKey: roomKeys.options,
    queryFn: async () => unwrap(await call(endpoints.options)),
    staleTime: 10 * 60_000,
  });
export const useRoom = (id: number) =>
  useQuery({ queryKey: roomKeys.room(id), queryFn: async () => unwrap(await call(endpoints.detail, { idSala: id })) });
export const useRoomInvitations = (id: number) =>
  useQuery({
    queryKey: roomKeys.invitations(id),
    queryFn: async () => unwrap(await call(endpoints.invitations, { idSala: id })),
  });
export const useInvitation = (id: number) =>
  useQuery({
    queryKey: roomKeys.invitation(id),
    queryFn: async () => unwrap(await call(endpoints.invitation, { idInvitacion: id })),
  });

/** A change whose answer carries the server's sentence (shown as the success toast). */
async function change<T>(sent: Promise<Envelope<T>>) {
  const envelope = await sent;
  return { data: unwrap(envelope), message: envelope.message ?? '' };
}
const silent = { silent: true };

export const createRoom = (body: CreateRoomRequest) => change(call(endpoints.create, body, silent));
export const joinRoom = (codigo: string) => change(call(endpoints.join, { codigo }, silent));
export const leaveRoom = (idSala: number) => change(call(endpoints.leave, { idSala }, silent));
export const cancelRoom = (idSala: number, motivo: string) =>
  change(call(endpoints.cancel, { idSala, motivo }, silent));
export const remindProspects = (idSala: number) => change(call(endpoints.remind, { idSala }, silent));
export const saveModerators = (idSala: number, moderadores: string[]) =>
  change(call(endpoints.moderators, { idSala, moderadores }, silent));
export const savePresenters = (idSala: number, presentador: string, segundoPresentador?: string) =>
  change(call(endpoints.presenters, { idSala, presentador, segundoPresentador }, silent));
export const inviteProspect = (idSala: number, body: InvitationRequest) =>
  change(call(endpoints.invite, { idSala, ...body }, silent));
export const withdrawInvitation = (idInvitacion: number) =>
  change(call(endpoints.withdrawInvitation, { idInvitacion }, silent));
export const markConverted = (idInvitacion: number) => change(call(endpoints.markConverted, { idInvitacion }, silent));
export const markAttendance = (idInvitacion: number, asistio: boolean) =>
  change(call(endpoints.attendance, { idInvitacion, asistio }, silent));

/** Who an adviser's document names (for presenters and moderators); null while not found. */
export async function findAdviser(ci: string): Promise<RoomPerson | null> {
  const envelope = await call(endpoints.adviser, { ci }, silent);
  return envelope.status === 0 ? (envelope.data ?? null) : null;
}

/**
 * Whether a document names an adviser, as the wizard asks before leaving the presenters step: false only
 * when the server says so (rooms.notAnAdviser); null when it could not be asked (offline, a timeout, a
 * server error), which refuses nothing: the server checks again on creating.
 */
export async function adviserKnown(ci: string): Promise<boolean | null> {
  try {
    const envelope = await call(endpoints.adviser, { ci }, silent);
    if (envelope.status === 0) return Boolean(envelope.data);
    return envelope.code === 'rooms.notAnAdviser' ? false : null;
  } catch {
    return null;
  }
}

/** After a change, every rooms list and view reloads. */
export function useRefreshRooms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: roomKeys.all });
}
