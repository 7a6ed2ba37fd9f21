import type { Language } from '@vo/domain/config';
import type { RoomRole } from '@vo/domain/rooms/invitation.rules';
import { roomState } from '@vo/domain/rooms/room-time.rules';
import type { Room, RoomMember } from '@vo/domain/rooms/room-view.wire';
import type { RoomFormOptions, StaffChoice } from '@vo/domain/rooms/rooms.wire';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { seatedProspects, withdrawInvitationsOf } from './invitations.repo.ts';
import { requireAdviser, requireCreator, roomOfMember } from './room-access.ts';
import { tellProspects } from './room-messages.ts';
import { refuseScheduleClashes, resolveStaff } from './room-people.ts';
import { roomView } from './room-view.ts';
import {
  addMembers,
  advisersByDocument,
  cancelRoom,
  membersOf,
  type RoomRow,
  removeMembers,
  rewriteAgenda,
  rolesOf,
  roomByCode,
  roomById,
  roomOptions,
  roomsOfMember,
} from './rooms.repo.ts';

/** GET /salas/opciones: the event models and Bolivia's cities for the create form, and who organises (the caller). */
export async function roomFormOptions(deps: AppDeps, session: SessionContext): Promise<RoomFormOptions> {
  requireAdviser(session);
  const [options, [me]] = await Promise.all([
    roomOptions(deps.db),
    advisersByDocument(deps.db, [session.documentNumber]),
  ]);
  return me
    ? { ...options, organiser: { documentNumber: me.documentNumber, name: me.name, phone: me.phone } }
    : options;
}

/** GET /salas/asesor?ci=: who an adviser's document names, to choose presenters and moderators. */
export async function findAdviser(deps: AppDeps, session: SessionContext, documentNumber: string): Promise<RoomMember> {
  requireAdviser(session);
  const [adviser] = await advisersByDocument(deps.db, [documentNumber]);
  if (!adviser) throw new AppError('rooms.notAnAdviser', 1, {}, { campo: 'ci' });
  return { documentNumber: adviser.documentNumber, name: adviser.name };
}

/** GET /salas and /salas/historial: the caller's rooms to come (soonest first), or all of them (newest first). */
export async function myRooms(deps: AppDeps, session: SessionContext, which: 'upcoming' | 'all'): Promise<Room[]> {
  requireAdviser(session);
  const now = deps.clock.now();
  const found = await roomsOfMember(deps.db, session.userId, which, now);
  return Promise.all(found.map(({ room }) => roomView(deps.db, room, session.userId, now)));
}

/** GET /salas/detalle?idSala=: a room of the caller's. */
export async function roomDetail(deps: AppDeps, session: SessionContext, roomId: number): Promise<Room> {
  const { room } = await roomOfMember(deps.db, session, roomId);
  return roomView(deps.db, room, session.userId, deps.clock.now());
}

/** A room that still takes changes: scheduled, not started, not cancelled. */
function requireOpen(room: RoomRow, now: Date): void {
  if (roomState(room, now) !== 'programada') throw new AppError('rooms.notOpen');
}

/** POST /salas/unirse {codigo}: an adviser joins a room to bring prospects (spec §2 /eventos-aci/unirse). */
export async function joinRoom(deps: AppDeps, session: SessionContext, code: string): Promise<Room> {
  requireAdviser(session);
  const now = deps.clock.now();
  const room = await roomByCode(deps.db, code);
  if (!room) throw new AppError('rooms.codeInvalid', 1, {}, { campo: 'codigo' });
  requireOpen(room, now);
  if ((await rolesOf(deps.db, room.id, session.userId)).length > 0) throw new AppError('rooms.alreadyMember');
  await addMembers(deps.db, room.id, [{ userId: session.userId, role: 'participant' }]);
  return roomView(deps.db, room, session.userId, now);
}

/** POST /salas/salir {idSala}: leaving withdraws the caller's invitations in it (spec §4). */
export async function leaveRoom(deps: AppDeps, session: SessionContext, roomId: number): Promise<void> {
  const { room, roles } = await roomOfMember(deps.db, session, roomId);
  if (roles.some((role) => role === 'creator' || role === 'presenter' || role === 'second_presenter'))
    throw new AppError('rooms.cannotLeave');
  await deps.db.transaction(async (tx) => {
    await removeMembers(tx, room.id, ['participant', 'moderator'], session.userId);
    await withdrawInvitationsOf(tx, room.id, session.userId);
  });
}

/** POST /salas/cancelar {idSala, motivo}: the creator cancels with a reason; every invited prospect is told. */
export async function cancelRoomWithReason(
  deps: AppDeps,
  session: SessionContext,
  roomId: number,
  reason: string,
  lang: Language,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { room, roles } = await roomOfMember(tx, session, roomId, true);
    requireCreator(roles);
    requireOpen(room, now);
    await cancelRoom(tx, room.id, reason, now);
    return tellProspects(tx, deps, lang, room, 'cancelled', await seatedProspects(tx, room.id), { reason });
  });
}

/** POST /salas/recordatorio {idSala}: the creator reminds every registered prospect. */
export async function remindProspects(deps: AppDeps, session: SessionContext, roomId: number, lang: Language) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { room, roles } = await roomOfMember(tx, session, roomId);
    requireCreator(roles);
    requireOpen(room, now);
    return tellProspects(tx, deps, lang, room, 'reminder', await seatedProspects(tx, room.id));
  });
}

/** PUT /salas/moderadores {idSala, moderadores}: the creator grants (or takes back) attendance permissions. */
export async function setModerators(
  deps: AppDeps,
  session: SessionContext,
  roomId: number,
  moderators: string[],
): Promise<Room> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { room, roles } = await roomOfMember(tx, session, roomId, true);
    requireCreator(roles);
    if (roomState(room, now) === 'cancelada' || roomState(room, now) === 'finalizada')
      throw new AppError('rooms.notOpen');
    const current = await staffOf(tx, room.id);
    const staff = await resolveStaff(
      tx,
      { id: session.userId, documentNumber: session.documentNumber },
      { ...current, moderators },
    );
    await removeMembers(tx, room.id, ['moderator']);
    await addMembers(
      tx,
      room.id,
      staff.moderatorIds.map((userId) => ({ userId, role: 'moderator' as const })),
    );
    return roomView(tx, room, session.userId, now);
  });
}

/** PUT /salas/presentadores {idSala, presentador, segundoPresentador?}: the same rules and clash checks as creating. */
export async function setPresenters(
  deps: AppDeps,
  session: SessionContext,
  roomId: number,
  choice: { presenter: string; secondPresenter?: string | undefined },
): Promise<Room> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { room, roles } = await roomOfMember(tx, session, roomId, true);
    requireCreator(roles);
    requireOpen(room, now);
    const current = await staffOf(tx, room.id);
    const staff = await resolveStaff(
      tx,
      { id: session.userId, documentNumber: session.documentNumber },
      { ...choice, moderators: current.moderators },
    );
    await refuseScheduleClashes(
      tx,
      { creator: session.userId, presenter: staff.presenterId, second: staff.secondPresenterId },
      room,
      room.id,
    );
    await removeMembers(tx, room.id, ['presenter', 'second_presenter']);
    await addMembers(tx, room.id, [
      { userId: staff.presenterId, role: 'presenter' },
      ...(staff.secondPresenterId ? [{ userId: staff.secondPresenterId, role: 'second_presenter' as const }] : []),
    ]);
    await rewriteAgenda(tx, (await roomById(tx, room.id))!);
    return roomView(tx, room, session.userId, now);
  });
}

/** The room's presenters and moderators as documents, the form the staff rules read. */
async function staffOf(db: Executor, roomId: number): Promise<StaffChoice> {
  const members = await membersOf(db, roomId);
  const documentsOf = (role: RoomRole) => members.filter((m) => m.role === role).map((m) => m.documentNumber);
  return {
    presenter: documentsOf('presenter')[0] ?? '',
    secondPresenter: documentsOf('second_presenter')[0],
    moderators: documentsOf('moderator'),
  };
}
