import type { RoomRole } from '@vo/domain/rooms/invitation.rules';
import type { AgendaEntry } from '@vo/domain/rooms/room-time.rules';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, eventModels, roomAgenda, roomMembers, rooms, users } from '../../db/schema/index.ts';

export type RoomRow = typeof rooms.$inferSelect;

/** Bolivia's cities and the event models: what the create form offers. */
export async function roomOptions(db: Executor) {
  const [models, boliviaCities] = await Promise.all([
    db.select({ id: eventModels.id, name: eventModels.name }).from(eventModels).orderBy(asc(eventModels.id)),
    db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.countryId, 1))
      .orderBy(asc(cities.name)),
  ]);
  return { models, cities: boliviaCities };
}

export async function modelAndCityExist(db: Executor, modelId: number, cityId: number) {
  const [model] = await db.select({ id: eventModels.id }).from(eventModels).where(eq(eventModels.id, modelId));
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return { model: Boolean(model), city: Boolean(city) };
}

/** Advisers by document number (spec §5 "ID must belong to an adviser"); people who are not advisers are absent. */
export async function advisersByDocument(db: Executor, documents: readonly string[]) {
  if (documents.length === 0) return [];
  return db
    .select({
      id: users.id,
      documentNumber: users.documentNumber,
      name: users.fullName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(inArray(users.documentNumber, [...documents]), eq(users.isAdviser, true), eq(users.isCashier, false)));
}

/**
 * Serialises room changes for these people until the transaction ends (ids in order, so two rooms
 * naming the same people wait for each other instead of deadlocking): their agendas are checked and
 * written by one transaction at a time, so two rooms for one presenter cannot both pass the check.
 */
export async function lockAgendas(tx: Executor, userIds: readonly number[]) {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(4242, ${id}::int)`);
  }
}

/** The rooms (not cancelled) that take a person's time between two instants, one index range each. */
export async function agendaBetween(
  db: Executor,
  userId: number,
  from: Date,
  to: Date,
  longestMinutes: number,
  exceptRoomId?: number,
): Promise<AgendaEntry[]> {
  const earliestStart = new Date(from.getTime() - longestMinutes * 60_000);
  const found = await db
    .select({ roomId: rooms.id, name: rooms.name, startsAt: roomAgenda.startsAt, endsAt: roomAgenda.endsAt })
    .from(roomAgenda)
    .innerJoin(rooms, eq(rooms.id, roomAgenda.roomId))
    .where(
      and(
        eq(roomAgenda.userId, userId),
        gt(roomAgenda.startsAt, earliestStart),
        lt(roomAgenda.startsAt, to),
        gt(roomAgenda.endsAt, from),
      ),
    );
  return found.filter((entry) => entry.roomId !== exceptRoomId);
}

export async function insertRoom(tx: Executor, room: typeof rooms.$inferInsert): Promise<RoomRow> {
  const [row] = await tx.insert(rooms).values(room).returning();
  return row!;
}

export async function addMembers(tx: Executor, roomId: number, members: { userId: number; role: RoomRole }[]) {
  if (members.length === 0) return;
  await tx
    .insert(roomMembers)
    .values(members.map((m) => ({ roomId, ...m })))
    .onConflictDoNothing();
}

export async function removeMembers(tx: Executor, roomId: number, roles: readonly RoomRole[], userId?: number) {
  await tx
    .delete(roomMembers)
    .where(
      and(
        eq(roomMembers.roomId, roomId),
        inArray(roomMembers.role, [...roles]),
        userId === undefined ? undefined : eq(roomMembers.userId, userId),
      ),
    );
}

/** The creator's and the presenters' time, written again from the room's members. */
export async function rewriteAgenda(tx: Executor, room: RoomRow) {
  await tx.delete(roomAgenda).where(eq(roomAgenda.roomId, room.id));
  if (room.cancelledAt) return;
  await tx.execute(sql`insert into room_agenda (user_id, room_id, starts_at, ends_at)
    select distinct m.user_id, m.room_id, ${room.startsAt.toISOString()}::timestamptz,
      ${room.endsAt.toISOString()}::timestamptz from room_members m
    where m.room_id = ${room.id} and m.role in ('creator', 'presenter', 'second_presenter')`);
}

export async function roomById(db: Executor, roomId: number, forUpdate = false): Promise<RoomRow | null> {
  const query = db.select().from(rooms).where(eq(rooms.id, roomId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function roomByCode(db: Executor, code: string): Promise<RoomRow | null> {
  const [row] = await db.select().from(rooms).where(eq(rooms.code, code));
  return row ?? null;
}

export async function rolesOf(db: Executor, roomId: number, userId: number): Promise<RoomRole[]> {
  const found = await db
    .select({ role: roomMembers.role })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId)));
  return found.map((r) => r.role as RoomRole);
}

/** Everyone of a room with their roles and names, for the room view. */
export async function membersOf(db: Executor, roomId: number) {
  return db
    .select({
      userId: roomMembers.userId,
      role: roomMembers.role,
      name: users.fullName,
      documentNumber: users.documentNumber,
    })
    .from(roomMembers)
    .innerJoin(users, eq(users.id, roomMembers.userId))
    .where(eq(roomMembers.roomId, roomId))
    .orderBy(asc(users.fullName));
}

/**
 * The rooms a person belongs to in any role: those to come (not cancelled, not over) soonest first, or
 * all of them, newest first (the room history).
 */
export async function roomsOfMember(db: Executor, userId: number, which: 'upcoming' | 'all', now: Date) {
  const upcoming = which === 'upcoming';
  return db
    .selectDistinct({ room: rooms, model: eventModels.name, city: cities.name })
    .from(roomMembers)
    .innerJoin(rooms, eq(rooms.id, roomMembers.roomId))
    .innerJoin(eventModels, eq(eventModels.id, rooms.modelId))
    .innerJoin(cities, eq(cities.id, rooms.cityId))
    .where(
      and(eq(roomMembers.userId, userId), upcoming ? and(isNull(rooms.cancelledAt), gt(rooms.endsAt, now)) : undefined),
    )
    .orderBy(upcoming ? asc(rooms.startsAt) : sql`${rooms.startsAt} desc`)
    .limit(100);
}

export async function roomNames(db: Executor, roomId: number) {
  const [row] = await db
    .select({ model: eventModels.name, city: cities.name })
    .from(rooms)
    .innerJoin(eventModels, eq(eventModels.id, rooms.modelId))
    .innerJoin(cities, eq(cities.id, rooms.cityId))
    .where(eq(rooms.id, roomId));
  return row ?? { model: '', city: '' };
}

export async function cancelRoom(tx: Executor, roomId: number, reason: string, now: Date) {
  await tx.update(rooms).set({ cancelledAt: now, cancelReason: reason }).where(eq(rooms.id, roomId));
  await tx.delete(roomAgenda).where(eq(roomAgenda.roomId, roomId));
}
