import type { RoomRole } from '@vo/domain/rooms/invitation.rules';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type RoomRow, rolesOf, roomById } from './rooms.repo.ts';

/** Spec §8: room functions are for advisers; anyone else is "not eligible". */
export function requireAdviser(session: SessionContext): void {
  if (session.role !== 'adviser') throw new AppError('rooms.notEligible');
}

/**
 * A room the caller belongs to, with their roles. A room they are not in answers exactly like one
 * that does not exist: nothing says whether it does.
 */
export async function roomOfMember(
  db: Executor,
  session: SessionContext,
  roomId: number,
  forUpdate = false,
): Promise<{ room: RoomRow; roles: RoomRole[] }> {
  requireAdviser(session);
  const roles = await rolesOf(db, roomId, session.userId);
  const room = roles.length > 0 ? await roomById(db, roomId, forUpdate) : null;
  if (!room) throw new AppError('rooms.notFound', 1, {}, { campo: 'idSala' });
  return { room, roles };
}

/** Spec §6: the creator grants permissions, manages presenters and cancels. */
export function requireCreator(roles: readonly RoomRole[]): void {
  if (!roles.includes('creator')) throw new AppError('rooms.creatorOnly');
}
