import type { RoomRole } from '@vo/domain/rooms/invitation.rules';
import { ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE } from '@vo/domain/rooms/room-config';
import { roomState } from '@vo/domain/rooms/room-time.rules';
import type { Room, RoomMember } from '@vo/domain/rooms/room-view.wire';
import type { Executor } from '../../db/client.ts';
import { seatsTaken } from './invitations.repo.ts';
import type { RoomRow } from './rooms.repo.ts';
import { membersOf, roomNames } from './rooms.repo.ts';

/** A room as its members see it: people by role, seats taken, the state by the clock, the caller's roles. */
export async function roomView(db: Executor, room: RoomRow, callerId: number, now: Date): Promise<Room> {
  const [names, members, seats] = await Promise.all([
    roomNames(db, room.id),
    membersOf(db, room.id),
    seatsTaken(db, room.id),
  ]);
  const withRole = (role: RoomRole): RoomMember[] =>
    members.filter((m) => m.role === role).map((m) => ({ documentNumber: m.documentNumber, name: m.name }));
  const [creator] = withRole('creator');
  return {
    id: room.id,
    code: room.code,
    name: room.name,
    model: names.model,
    city: names.city,
    address: room.address,
    startsAt: room.startsAt,
    durationHours: room.durationMinutes / 60,
    capacity: room.capacity,
    seatsTaken: seats,
    state: roomState(room, now),
    cancelReason: room.cancelReason,
    organiser: { name: room.organiserName, phone: room.organiserPhone },
    creator: creator ?? { documentNumber: '', name: '' },
    presenter: withRole('presenter')[0] ?? null,
    secondPresenter: withRole('second_presenter')[0] ?? null,
    moderators: withRole('moderator'),
    participants: withRole('participant'),
    myRoles: members.filter((m) => m.userId === callerId).map((m) => m.role as RoomRole),
    prospectsVisibleFrom: new Date(room.startsAt.getTime() - ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE * 60_000),
  };
}
