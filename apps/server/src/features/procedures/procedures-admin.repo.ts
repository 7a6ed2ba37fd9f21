import { BACK_OFFICE_COUNT_CAP } from '@vo/domain/back-office/back-office-config';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { procedures, users } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';
import { PERSON_SEARCH_COUNT_CAP, personMatches } from '../../platform/back-office/person-search.ts';

/** The queue's filter: one state, and the customer as People finds them (platform/back-office/person-search.ts). */
function queueCondition(filter: { state: string | null; text: string }): SQL | undefined {
  return and(filter.state ? eq(procedures.state, filter.state) : undefined, personMatches(filter.text));
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

/** How far the queue counts: a search for a customer counts as far as People does, the states as the lists do. */
export const queueCountCap = (filter: { text: string }) =>
  filter.text.trim() ? PERSON_SEARCH_COUNT_CAP : BACK_OFFICE_COUNT_CAP;

/** How many procedures are in the queue the filter names, up to queueCountCap. */
export const countProcedureQueue = (db: Executor, filter: { state: string | null; text: string }) =>
  countUpTo(
    db,
    db
      .select({ id: procedures.id })
      .from(procedures)
      .innerJoin(users, eq(users.id, procedures.userId))
      .where(queueCondition(filter)),
    queueCountCap(filter),
  );
