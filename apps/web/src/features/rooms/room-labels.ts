import type { InvitationState } from '@vo/domain/rooms/invitation.rules';
import type { RoomState } from '@vo/domain/rooms/room-time.rules';
import type { RoomRoleWire } from '@vo/domain/rooms/rooms.types';

/** The chip colour of each room state. */
export const ROOM_STATE_COLOR: Record<RoomState, 'primary' | 'success' | 'default' | 'error'> = {
  programada: 'primary',
  en_curso: 'success',
  finalizada: 'default',
  cancelada: 'error',
};

export const INVITATION_STATE_COLOR: Record<InvitationState, 'primary' | 'success' | 'default' | 'warning'> = {
  registrado: 'primary',
  finalizado: 'default',
  convertido: 'success',
  retirado: 'warning',
  desconocido: 'default',
};

export const isCreator = (roles: readonly RoomRoleWire[]) => roles.includes('creador');
export const controlsAttendance = (roles: readonly RoomRoleWire[]) =>
  roles.includes('creador') || roles.includes('moderador');
export const mayLeave = (roles: readonly RoomRoleWire[]) =>
  !roles.some((role) => role === 'creador' || role === 'presentador' || role === 'segundo_presentador');
