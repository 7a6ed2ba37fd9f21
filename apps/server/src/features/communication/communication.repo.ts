import type { PortalRole } from '@vo/domain/communication/communication.wire';
import { and, desc, eq, exists, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { companies, maintenanceWindows, outboxMessages, products, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';

/* The back office's communication reads: maintenance windows, audiences of a message, the outbox. */

/** One page of maintenance windows, the latest start first, and how many there are (up to the cap). */
export async function pageOfWindows(db: Executor, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    db
      .select({ id: maintenanceWindows.id, startsAt: maintenanceWindows.startsAt, endsAt: maintenanceWindows.endsAt })
      .from(maintenanceWindows)
      .orderBy(desc(maintenanceWindows.startsAt), desc(maintenanceWindows.id))
      .limit(limit)
      .offset(offset),
    countUpTo(db, db.select({ id: maintenanceWindows.id }).from(maintenanceWindows)),
  ]);
  return { rows, counted };
}

export async function findWindow(db: Executor, id: number) {
  const [row] = await db
    .select({ id: maintenanceWindows.id, startsAt: maintenanceWindows.startsAt, endsAt: maintenanceWindows.endsAt })
    .from(maintenanceWindows)
    .where(eq(maintenanceWindows.id, id))
    .for('update');
  return row ?? null;
}

/** A window not started yet is cancelled by removing it (the audit keeps what it was). */
export async function deleteWindow(db: Executor, id: number) {
  await db.delete(maintenanceWindows).where(eq(maintenanceWindows.id, id));
}

export async function endWindowAt(db: Executor, id: number, now: Date) {
  await db.update(maintenanceWindows).set({ endsAt: now }).where(eq(maintenanceWindows.id, id));
}

export async function listCompanies(db: Executor) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(companies.id);
}

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return row !== undefined;
}

/** The people of a role who may enter: customers are neither advisers nor cashiers. */
export async function userIdsOfRole(db: Executor, role: PortalRole): Promise<number[]> {
  const which =
    role === 'advisers'
      ? eq(users.isAdviser, true)
      : role === 'cashiers'
        ? eq(users.isCashier, true)
        : and(eq(users.isAdviser, false), eq(users.isCashier, false));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.canEnter, true), which));
  return rows.map((row) => row.id);
}

/** The people who may enter and own at least one product of the company. */
export async function userIdsOfCompanyCustomers(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.canEnter, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(and(eq(products.userId, users.id), eq(products.companyId, companyId))),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * One page of the outbox, newest first; `search` matches part of the recipient (the trigram index
 * outbox_messages_recipient_trgm_idx finds a rare address among millions; a common part walks the newest).
 */
export async function pageOfOutbox(db: Executor, search: string, limit: number, offset: number) {
  const where = search ? ilike(outboxMessages.recipient, `%${escapeLike(search)}%`) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(limit)
      .offset(offset),
    countUpTo(db, db.select({ id: outboxMessages.id }).from(outboxMessages).where(where)),
  ]);
  return { rows, counted };
}
