import type { Language } from '@vo/domain/config';
import {
  daysElapsed,
  invitationState,
  mayMarkAttendance,
  seesOthersProspects,
} from '@vo/domain/rooms/invitation.rules';
import type {
  ContactKind,
  Invitation,
  InvitationsOfRoom,
  InvitedProspect,
  ProspectInput,
} from '@vo/domain/rooms/invitations.wire';
import { othersProspectsVisible, roomState } from '@vo/domain/rooms/room-time.rules';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  alreadyInvited,
  type InvitationRow,
  insertInvitation,
  invitationById,
  invitationsOfInviter,
  invitationsOfRoom,
  markAttendance,
  seatsTaken,
  setInvitationState,
} from './invitations.repo.ts';
import { requireAdviser, roomOfMember } from './room-access.ts';
import { tellProspects } from './room-messages.ts';
import { advisersByDocument, membersOf, type RoomRow, roomNames } from './rooms.repo.ts';

/** An invitation as the caller may see it: contact data only when the rules of spec §5 say so. */
function toView(
  row: { invitation: InvitationRow; inviterName: string },
  room: RoomRow,
  callerId: number,
  showContact: boolean,
  now: Date,
): Invitation {
  const { invitation } = row;
  const own = invitation.inviterUserId === callerId;
  const contact = own || showContact;
  return {
    id: invitation.id,
    roomId: invitation.roomId,
    name: invitation.name,
    contactKind: invitation.contactKind as ContactKind,
    email: contact ? invitation.email : null,
    phone: contact ? invitation.phone : null,
    city: invitation.city,
    state: invitationState(invitation.state, roomState(room, now)),
    attended: invitation.attended,
    daysElapsed: daysElapsed(invitation.createdAt, now),
    invitedAt: invitation.createdAt,
    invitedBy: row.inviterName,
    own,
  };
}

/**
 * POST /salas/invitaciones: an adviser of the room invites a prospect by e-mail, phone or both, never
 * themselves nor the room's staff, while seats remain; the invitation goes out through the outbox.
 */
export async function invite(
  deps: AppDeps,
  session: SessionContext,
  roomId: number,
  prospect: ProspectInput,
  lang: Language,
): Promise<Invitation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The room row is locked: two invitations for the last seat cannot both take it.
    const { room } = await roomOfMember(tx, session, roomId, true);
    if (roomState(room, now) !== 'programada') throw new AppError('rooms.notOpen');
    const staff = await membersOf(tx, room.id);
    const people = await advisersByDocument(tx, [
      session.documentNumber,
      ...staff.filter((m) => m.role !== 'participant').map((m) => m.documentNumber),
    ]);
    const matches = (person: { email: string | null; phone: string | null }) =>
      (prospect.email && person.email?.toLowerCase() === prospect.email) ||
      (prospect.phone && person.phone?.replace(/^\+\d+-/, '') === prospect.phone);
    const me = people.find((p) => p.documentNumber === session.documentNumber);
    const field = prospect.email ? 'correo' : 'telefono';
    if (me && matches(me)) throw new AppError('rooms.cannotInviteSelf', 1, {}, { campo: field });
    if (people.some(matches)) throw new AppError('rooms.cannotInviteStaff', 1, {}, { campo: field });
    if (await alreadyInvited(tx, room.id, prospect.email, prospect.phone)) throw new AppError('rooms.alreadyInvited');
    if ((await seatsTaken(tx, room.id)) >= room.capacity)
      throw new AppError('rooms.full', 1, { capacity: room.capacity });
    const invitation = await insertInvitation(tx, {
      roomId: room.id,
      inviterUserId: session.userId,
      name: prospect.name,
      contactKind: prospect.contactKind,
      email: prospect.email ?? null,
      phone: prospect.phone ?? null,
      city: prospect.city || null,
      createdAt: now,
    });
    const names = await roomNames(tx, room.id);
    await tellProspects(tx, deps, lang, room, 'invitation', [invitation], {
      inviter: me?.name ?? '',
      city: names.city,
    });
    return toView({ invitation, inviterName: me?.name ?? '' }, room, session.userId, true, now);
  });
}

/**
 * GET /salas/invitaciones?idSala=: the caller's own prospects always; everyone's for the staff; for
 * moderators, other advisers' prospects from 60 minutes before the start, not earlier (spec §5).
 */
export async function roomInvitations(
  deps: AppDeps,
  session: SessionContext,
  roomId: number,
): Promise<InvitationsOfRoom> {
  const now = deps.clock.now();
  const { room, roles } = await roomOfMember(deps.db, session, roomId);
  const othersVisible = othersProspectsVisible(room.startsAt, now);
  const seesOthers = seesOthersProspects(roles, othersVisible);
  const rows = await invitationsOfRoom(deps.db, room.id);
  const shown = rows.filter((row) => seesOthers || row.invitation.inviterUserId === session.userId);
  return {
    invitations: shown.map((row) => toView(row, room, session.userId, seesOthers, now)),
    hidden: rows.length - shown.length,
    mayMarkAttendance: mayMarkAttendance(roles, othersVisible, roomState(room, now)),
  };
}

/** One invitation the caller may see (their own, or any for those who see the room's prospects). */
async function visibleInvitation(db: Executor, deps: AppDeps, session: SessionContext, invitationId: number) {
  requireAdviser(session);
  const row = await invitationById(db, invitationId);
  const notFound = new AppError('rooms.invitationNotFound', 1, {}, { campo: 'idInvitacion' });
  if (!row) throw notFound;
  const { room, roles } = await roomOfMember(db, session, row.invitation.roomId).catch(() => {
    throw notFound;
  });
  const now = deps.clock.now();
  const seesOthers = seesOthersProspects(roles, othersProspectsVisible(room.startsAt, now));
  if (row.invitation.inviterUserId !== session.userId && !seesOthers) throw notFound;
  return { row, room, roles, now, seesOthers };
}

/** GET /salas/invitacion?idInvitacion= */
export async function invitationDetail(deps: AppDeps, session: SessionContext, invitationId: number) {
  const { row, room, now, seesOthers } = await visibleInvitation(deps.db, deps, session, invitationId);
  return toView(row, room, session.userId, seesOthers, now);
}

/** POST /salas/invitacion/retirar and /convertida: the inviter withdraws a prospect, or marks one who bought. */
export async function changeOwnInvitation(
  deps: AppDeps,
  session: SessionContext,
  invitationId: number,
  to: 'withdrawn' | 'converted',
): Promise<Invitation> {
  return deps.db.transaction(async (tx) => {
    const { row, room, now } = await visibleInvitation(tx, deps, session, invitationId);
    if (row.invitation.inviterUserId !== session.userId)
      throw new AppError('rooms.invitationNotFound', 1, {}, { campo: 'idInvitacion' });
    const state = roomState(room, now);
    if (to === 'withdrawn' && state !== 'programada') throw new AppError('rooms.notOpen');
    if (to === 'converted' && state !== 'finalizada') throw new AppError('rooms.notAfterRoom');
    await setInvitationState(tx, invitationId, to);
    return toView({ ...row, invitation: { ...row.invitation, state: to } }, room, session.userId, true, now);
  });
}

/**
 * PUT /salas/asistencia: the creator or a moderator marks a prospect as attended or not (spec §2
 * /controlasistencia), from 60 minutes before the start. Anyone else of the room learns nothing of
 * other advisers' prospects: for them such an invitation does not exist.
 */
export async function setAttendance(
  deps: AppDeps,
  session: SessionContext,
  invitationId: number,
  attended: boolean,
): Promise<Invitation> {
  requireAdviser(session);
  const notFound = new AppError('rooms.invitationNotFound', 1, {}, { campo: 'idInvitacion' });
  return deps.db.transaction(async (tx) => {
    const row = await invitationById(tx, invitationId);
    if (!row) throw notFound;
    const { room, roles } = await roomOfMember(tx, session, row.invitation.roomId).catch(() => {
      throw notFound;
    });
    const now = deps.clock.now();
    const controls = roles.includes('creator') || roles.includes('moderator');
    if (!controls)
      throw row.invitation.inviterUserId === session.userId ? new AppError('rooms.attendanceNotAllowed') : notFound;
    if (!mayMarkAttendance(roles, othersProspectsVisible(room.startsAt, now), roomState(room, now)))
      throw new AppError('rooms.attendanceNotYet');
    await markAttendance(tx, invitationId, attended, session.userId);
    return toView({ ...row, invitation: { ...row.invitation, attended } }, room, session.userId, true, now);
  });
}

/** GET /salas/historial/invitados: every prospect the caller invited, in every room, with its state and days. */
export async function guestHistory(deps: AppDeps, session: SessionContext): Promise<InvitedProspect[]> {
  requireAdviser(session);
  const now = deps.clock.now();
  const rows = await invitationsOfInviter(deps.db, session.userId);
  return rows.map(({ invitation, roomName, room }) => ({
    ...toView({ invitation, inviterName: '' }, room, session.userId, true, now),
    roomName,
    roomStartsAt: room.startsAt,
  }));
}
