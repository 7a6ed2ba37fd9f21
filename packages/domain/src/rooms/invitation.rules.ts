import type { RoomState } from './room-time.rules.ts';

/** What is stored of an invitation: the inviter withdraws it, a prospect who bought is converted. */
export type StoredInvitationState = 'registered' | 'converted' | 'withdrawn';

/** Spec §4 invitation states on the wire: registered, finished/expired, converted, removed/withdrawn, unknown. */
export type InvitationState = 'registrado' | 'finalizado' | 'convertido' | 'retirado' | 'desconocido';

/** A registered invitation is finished once its room is over (or cancelled); the others keep their state. */
export function invitationState(stored: string, room: RoomState): InvitationState {
  if (stored === 'withdrawn') return 'retirado';
  if (stored === 'converted') return 'convertido';
  if (stored === 'registered') return room === 'finalizada' || room === 'cancelada' ? 'finalizado' : 'registrado';
  return 'desconocido';
}

/** Whole days since the invitation was made (spec §3 "days elapsed"). */
export function daysElapsed(invitedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - invitedAt.getTime()) / 86_400_000));
}

/** Spec §6 room roles, and the advisers who joined a room to bring prospects. */
export type RoomRole = 'creator' | 'presenter' | 'second_presenter' | 'moderator' | 'participant';

/**
 * Whose prospects a person of the room may see with their contact data: their own always; the staff
 * (creator and presenters) everyone's; moderators, who help the creator with attendance, everyone's
 * from 60 minutes before the start (spec §5); a participant only their own.
 */
export function seesOthersProspects(roles: readonly RoomRole[], othersVisibleNow: boolean): boolean {
  if (roles.some((role) => role === 'creator' || role === 'presenter' || role === 'second_presenter')) return true;
  return roles.includes('moderator') && othersVisibleNow;
}

/** Attendance is marked by the creator and the moderators (spec §6), from 60 minutes before the start. */
export function mayMarkAttendance(roles: readonly RoomRole[], othersVisibleNow: boolean, state: RoomState): boolean {
  if (state === 'cancelada' || !othersVisibleNow) return false;
  return roles.includes('creator') || roles.includes('moderator');
}
