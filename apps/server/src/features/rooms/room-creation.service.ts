import { randomInt } from 'node:crypto';
import { checkRoomTime, roomEndsAt } from '@vo/domain/rooms/room-time.rules';
import type { Room } from '@vo/domain/rooms/room-view.wire';
import type { CreateRoomInput } from '@vo/domain/rooms/rooms.wire';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { requireAdviser } from './room-access.ts';
import { refuseScheduleClashes, resolveStaff } from './room-people.ts';
import { roomView } from './room-view.ts';
import { addMembers, insertRoom, modelAndCityExist, rewriteAgenda, roomByCode } from './rooms.repo.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A join code nobody mistypes (no 0/O, 1/I), unused so far. */
async function newRoomCode(db: Executor): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!(await roomByCode(db, code))) return code;
  }
}

/** When a room is, from what the form sent: the first rule of spec §5 it breaks, next to its field. */
export function roomTimes(localStart: string, durationHours: number, now: Date) {
  const checked = checkRoomTime(localStart, durationHours, now);
  if ('refusal' in checked) throw new AppError(checked.refusal, 1, {}, { campo: checked.field });
  return { startsAt: checked.startsAt, endsAt: roomEndsAt(checked.startsAt, durationHours) };
}

/**
 * POST /salas: an adviser creates a room (spec §2 /eventos-aci/crear). Every rule of spec §5 is checked
 * first; then, with the agendas of the creator and the presenters locked, their schedule clashes, and
 * the room, its people and their agendas are written in the same transaction.
 */
export async function createRoom(deps: AppDeps, session: SessionContext, input: CreateRoomInput): Promise<Room> {
  requireAdviser(session);
  const now = deps.clock.now();
  const when = roomTimes(input.localStart, input.durationHours, now);
  const exists = await modelAndCityExist(deps.db, input.modelId, input.cityId);
  if (!exists.model) throw new AppError('rooms.modelRequired', 1, {}, { campo: 'idModelo' });
  if (!exists.city) throw new AppError('rooms.cityRequired', 1, {}, { campo: 'idCiudad' });
  const staff = await resolveStaff(
    deps.db,
    { id: session.userId, documentNumber: session.documentNumber },
    input.staff,
  );
  return deps.db.transaction(async (tx) => {
    await refuseScheduleClashes(
      tx,
      { creator: session.userId, presenter: staff.presenterId, second: staff.secondPresenterId },
      when,
    );
    const room = await insertRoom(tx, {
      code: await newRoomCode(tx),
      modelId: input.modelId,
      cityId: input.cityId,
      name: input.name,
      address: input.address,
      startsAt: when.startsAt,
      endsAt: when.endsAt,
      durationMinutes: Math.round(input.durationHours * 60),
      capacity: input.capacity,
      creatorUserId: session.userId,
      organiserName: input.organiser.name,
      organiserPhone: input.organiser.phone,
      createdAt: now,
    });
    await addMembers(tx, room.id, [
      { userId: session.userId, role: 'creator' },
      { userId: staff.presenterId, role: 'presenter' },
      ...(staff.secondPresenterId ? [{ userId: staff.secondPresenterId, role: 'second_presenter' as const }] : []),
      ...staff.moderatorIds.map((userId) => ({ userId, role: 'moderator' as const })),
    ]);
    await rewriteAgenda(tx, room);
    return roomView(tx, room, session.userId, now);
  });
}
