import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invitations, rooms, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations that hold a seat: registered or converted (a withdrawn one frees it). */
const HOLDS_SEAT = ['registered', 'converted'];

export async function seatsTaken(db: Executor, roomId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.roomId, roomId), inArray(invitations.state, HOLDS_SEAT)));
  return Number(row?.n ?? 0);
}

/** A prospect already holding a seat in the room under the same e-mail or phone. */
export async function alreadyInvited(db: Executor, roomId: number, email?: string, phone?: string) {
  const same = [email ? eq(invitations.email, email) : undefined, phone ? eq(invitations.phone, phone) : undefined];
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.roomId, roomId), inArray(invitations.state, HOLDS_SEAT), or(...same)))
    .limit(1);
  return Boolean(row);
}

export async function insertInvitation(tx: Executor, invitation: typeof invitations.$inferInsert) {
  const [row] = await tx.insert(invitations).values(invitation).returning();
  return row!;
}

/** The room's invitations with the name of who invited each, oldest first. */
export async function invitationsOfRoom(db: Executor, roomId: number) {
  return db
    .select({ invitation: invitations, inviterName: users.fullName })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterUserId))
    .where(eq(invitations.roomId, roomId))
    .orderBy(invitations.id);
}

export async function invitationById(db: Executor, invitationId: number) {
  const [row] = await db
    .select({ invitation: invitations, inviterName: users.fullName })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterUserId))
    .where(eq(invitations.id, invitationId));
  return row ?? null;
}

export async function setInvitationState(tx: Executor, invitationId: number, state: string) {
  await tx.update(invitations).set({ state }).where(eq(invitations.id, invitationId));
}

/** Spec §4: leaving a room withdraws the invitations the person made in it. */
export async function withdrawInvitationsOf(tx: Executor, roomId: number, inviterUserId: number) {
  await tx
    .update(invitations)
    .set({ state: 'withdrawn' })
    .where(
      and(
        eq(invitations.roomId, roomId),
        eq(invitations.inviterUserId, inviterUserId),
        eq(invitations.state, 'registered'),
      ),
    );
}

export async function markAttendance(tx: Executor, invitationId: number, attended: boolean, byUserId: number) {
  await tx.update(invitations).set({ attended, attendanceMarkedBy: byUserId }).where(eq(invitations.id, invitationId));
}

/** Everyone a person invited, in any room, newest first, with the room's times (guest history). */
export async function invitationsOfInviter(db: Executor, inviterUserId: number) {
  return db
    .select({ invitation: invitations, roomName: rooms.name, room: rooms })
    .from(invitations)
    .innerJoin(rooms, eq(rooms.id, invitations.roomId))
    .where(eq(invitations.inviterUserId, inviterUserId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(200);
}

/** The prospects who hold a seat: whom a reminder or a cancellation is sent to. */
export async function seatedProspects(db: Executor, roomId: number) {
  return db
    .select({ name: invitations.name, email: invitations.email, phone: invitations.phone })
    .from(invitations)
    .where(and(eq(invitations.roomId, roomId), eq(invitations.state, 'registered')));
}
