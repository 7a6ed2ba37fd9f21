import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRoomRequest, InvitationRequest } from '@vo/domain/rooms/rooms.schemas';
import type {
  GuestHistoryRow,
  InvitationView,
  RoomInvitations,
  RoomOptions,
  RoomPerson,
  RoomView,
} from '@vo/domain/rooms/rooms.types';
import { api, unwrap } from '../../lib/api.ts';

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

const read =
  <T>(path: string, query?: Record<string, string>) =>
  async () =>
    unwrap(await api<T>(path, query ? { query } : {}));

export const useMyRooms = () => useQuery({ queryKey: roomKeys.mine, queryFn: read<RoomView[]>('salas') });
export const useRoomHistory = () =>
  useQuery({ queryKey: roomKeys.history, queryFn: read<RoomView[]>('salas/historial') });
export const useGuestHistory = () =>
  useQuery({ queryKey: roomKeys.guests, queryFn: read<GuestHistoryRow[]>('salas/historial/invitados') });
export const useRoomOptions = () =>
  useQuery({ queryKey: roomKeys.options, queryFn: read<RoomOptions>('salas/opciones'), staleTime: 10 * 60_000 });
export const useRoom = (id: number) =>
  useQuery({ queryKey: roomKeys.room(id), queryFn: read<RoomView>('salas/detalle', { idSala: String(id) }) });
export const useRoomInvitations = (id: number) =>
  useQuery({
    queryKey: roomKeys.invitations(id),
    queryFn: read<RoomInvitations>('salas/invitaciones', { idSala: String(id) }),
  });
export const useInvitation = (id: number) =>
  useQuery({
    queryKey: roomKeys.invitation(id),
    queryFn: read<InvitationView>('salas/invitacion', { idInvitacion: String(id) }),
  });

/** A change whose answer carries the server's sentence (shown as the success toast). */
async function change<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
  const envelope = await api<T>(path, { method, body, silent: true });
  return { data: unwrap(envelope), message: envelope.message ?? '' };
}

export const createRoom = (body: CreateRoomRequest) => change<RoomView>('salas', body);
export const joinRoom = (codigo: string) => change<RoomView>('salas/unirse', { codigo });
export const leaveRoom = (idSala: number) => change<undefined>('salas/salir', { idSala });
export const cancelRoom = (idSala: number, motivo: string) =>
  change<{ avisados: number }>('salas/cancelar', { idSala, motivo });
export const remindProspects = (idSala: number) => change<{ avisados: number }>('salas/recordatorio', { idSala });
export const saveModerators = (idSala: number, moderadores: string[]) =>
  change<RoomView>('salas/moderadores', { idSala, moderadores }, 'PUT');
export const savePresenters = (idSala: number, presentador: string, segundoPresentador?: string) =>
  change<RoomView>('salas/presentadores', { idSala, presentador, segundoPresentador }, 'PUT');
export const inviteProspect = (idSala: number, body: InvitationRequest) =>
  change<InvitationView>('salas/invitaciones', { idSala, ...body });
export const withdrawInvitation = (idInvitacion: number) =>
  change<InvitationView>('salas/invitacion/retirar', { idInvitacion });
export const markConverted = (idInvitacion: number) =>
  change<InvitationView>('salas/invitacion/convertida', { idInvitacion });
export const markAttendance = (idInvitacion: number, asistio: boolean) =>
  change<InvitationView>('salas/asistencia', { idInvitacion, asistio }, 'PUT');

/** Who an adviser's document names (for presenters and moderators); null while not found. */
export async function findAdviser(ci: string): Promise<RoomPerson | null> {
  const envelope = await api<RoomPerson>('salas/asesor', { query: { ci }, silent: true });
  return envelope.status === 0 ? (envelope.data ?? null) : null;
}

/** After a change, every rooms list and view reloads. */
export function useRefreshRooms() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: roomKeys.all });
}
