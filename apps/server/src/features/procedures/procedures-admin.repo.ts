import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { procedures, users } from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The queue's filter: one state, and the customer's document (digits) or the start of a word of their name. */
function queueCondition(filter: { state: string | null; text: string }): SQL | undefined {
  const typed = filter.text.trim().toLowerCase();
  const prefix = `${escapeLike(typed)}%`;
  const person = !typed
    ? undefined
    : /^\d+$/.test(typed)
      ? sql`${users.documentNumber} like ${prefix}`
      : sql`(lower(${users.fullName}) like ${prefix} or lower(${users.fullName}) like ${`% ${prefix}`})`;
  return and(filter.state ? eq(procedures.state, filter.state) : undefined, person);
}

/** One page of the queue, oldest first, with the customer and the back office's latest note. */
export async function procedureQueue(
  db: Executor,
  filter: { state: string | null; text: string },
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: procedures.id,
      documentNumber: users.documentNumber,
      fullName: users.fullName,
      kind: procedures.kind,
      state: procedures.state,
      detail: procedures.detail,
      lastNote: sql<string>`coalesce((select e.note from procedure_events e where e.procedure_id = ${procedures.id}
        order by e.created_at desc, e.id desc limit 1), '')`,
      createdAt: procedures.createdAt,
      updatedAt: procedures.updatedAt,
    })
    .from(procedures)
    .innerJoin(users, eq(users.id, procedures.userId))
    .where(queueCondition(filter))
    .orderBy(asc(procedures.createdAt), asc(procedures.id))
    .limit(limit)
    .offset(offset);
}

export async function countProcedureQueue(db: Executor, filter: { state: string | null; text: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(procedures)
    .innerJoin(users, eq(users.id, procedures.userId))
    .where(queueCondition(filter));
  return row?.n ?? 0;
}
