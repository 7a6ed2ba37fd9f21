import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, tickets, ticketUses } from '../../db/schema/index.ts';

export type TicketRow = typeof tickets.$inferSelect;

/** The person's tickets and coupons, with the product each is a benefit of. */
export async function ticketsOf(db: Executor, userId: number) {
  return db
    .select({ t: tickets, product: products.description })
    .from(tickets)
    .leftJoin(products, eq(products.id, tickets.productId))
    .where(eq(tickets.userId, userId))
    .orderBy(asc(tickets.validTo), asc(tickets.id));
}

export async function ownTicket(db: Executor, userId: number, ticketId: number) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, userId)));
  return row ?? null;
}

/**
 * One use, taken in one statement only while the ticket is valid today: two presses at once cannot both
 * take the last use. Null when there was none to take.
 */
export async function takeUse(tx: Executor, userId: number, ticketId: number, today: string, at: Date) {
  const [row] = await tx
    .update(tickets)
    .set({ usesLeft: sql`${tickets.usesLeft} - 1` })
    .where(
      and(
        eq(tickets.id, ticketId),
        eq(tickets.userId, userId),
        gt(tickets.usesLeft, 0),
        lte(tickets.validFrom, today),
        gte(tickets.validTo, today),
      ),
    )
    .returning();
  if (!row) return null;
  const [use] = await tx.insert(ticketUses).values({ ticketId, usedAt: at }).returning({ id: ticketUses.id });
  return { ticket: row, useId: use!.id };
}
