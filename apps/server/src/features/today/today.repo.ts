import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages, payments, prereservations, procedures } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';

/*
 * What waits for a person, counted as the lists count (up to the cap, docs/decisions/0040), each from an index
 * that starts with the condition: payments_state_created_idx, procedures_state_created_idx,
 * prereservations_state_updated_idx, outbox_messages_unsent_idx (partial: the few not sent).
 */

export const countPaymentsInState = (db: Executor, state: string) =>
  countUpTo(db, db.select({ id: payments.id }).from(payments).where(eq(payments.state, state)));

export const countProceduresInState = (db: Executor, state: string) =>
  countUpTo(db, db.select({ id: procedures.id }).from(procedures).where(eq(procedures.state, state)));

export const countUnsentMessages = (db: Executor) =>
  countUpTo(db, db.select({ id: outboxMessages.id }).from(outboxMessages).where(isNull(outboxMessages.sentAt)));

/** Pending pre-reservations whose last step fell in (after, upTo]; `after` null reaches back to the first. */
export const countPendingPrereservations = (db: Executor, after: Date | null, upTo: Date) =>
  countUpTo(
    db,
    db
      .select({ id: prereservations.id })
      .from(prereservations)
      .where(
        and(
          eq(prereservations.state, 'prereserved'),
          after ? gt(prereservations.updatedAt, after) : undefined,
          lte(prereservations.updatedAt, upTo),
        ),
      ),
  );
