import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { procedureEvents, procedures, products } from '../../db/schema/index.ts';

export type ProcedureRow = typeof procedures.$inferSelect;

const withProduct = {
  p: procedures,
  productDescription: products.description,
  contractNumber: products.contractNumber,
  // What the back office said last (an observed procedure says what to bring), read off its latest event.
  lastNote: sql<string>`coalesce((select e.note from procedure_events e where e.procedure_id = ${procedures.id}
    order by e.created_at desc, e.id desc limit 1), '')`,
};

/** The person's procedures, the latest first, with the product each is about. */
export async function proceduresOf(db: Executor, userId: number) {
  return db
    .select(withProduct)
    .from(procedures)
    .leftJoin(products, eq(products.id, procedures.productId))
    .where(eq(procedures.userId, userId))
    .orderBy(desc(procedures.createdAt), desc(procedures.id))
    .limit(100);
}

/** One of the person's own procedures; none of anyone else's. */
export async function ownProcedure(db: Executor, userId: number, procedureId: number) {
  const [row] = await db
    .select(withProduct)
    .from(procedures)
    .leftJoin(products, eq(products.id, procedures.productId))
    .where(and(eq(procedures.id, procedureId), eq(procedures.userId, userId)));
  return row ?? null;
}

/**
 * A procedure locked until the transaction ends, whoever owns it (the back office's calls): two state
 * changes at once take turns, and the second checks its transition against what the first wrote.
 */
export async function lockProcedure(tx: Executor, procedureId: number, userId?: number) {
  const where =
    userId === undefined
      ? eq(procedures.id, procedureId)
      : and(eq(procedures.id, procedureId), eq(procedures.userId, userId));
  const [row] = await tx.select().from(procedures).where(where).for('update');
  return row ?? null;
}

export async function eventsOf(db: Executor, procedureId: number) {
  return db
    .select()
    .from(procedureEvents)
    .where(eq(procedureEvents.procedureId, procedureId))
    .orderBy(asc(procedureEvents.createdAt), asc(procedureEvents.id));
}

/** A new procedure and its first event, in the caller's transaction. */
export async function insertProcedure(tx: Executor, row: typeof procedures.$inferInsert) {
  const [inserted] = await tx.insert(procedures).values(row).returning();
  await tx
    .insert(procedureEvents)
    .values({ procedureId: inserted!.id, state: row.state, note: '', createdAt: row.createdAt });
  return inserted!;
}

/** A state change and the event that records it. */
export async function moveProcedureTo(tx: Executor, procedureId: number, state: string, note: string, at: Date) {
  await tx.update(procedures).set({ state, updatedAt: at }).where(eq(procedures.id, procedureId));
  await tx.insert(procedureEvents).values({ procedureId, state, note, createdAt: at });
}
