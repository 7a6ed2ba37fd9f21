import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A customer's procedure (spec §2 /tramites): a request to the group's back office about one of their
 * products (a document, a transfer, a cancellation, …). The customer starts it; staff move its state.
 */
export const procedures = pgTable(
  'procedures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the product it is about, when it is about one */
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id),
    /** one of the procedure kinds of packages/domain procedures */
    kind: text('kind').notNull(),
    /** one of the procedure states of packages/domain procedures */
    state: text('state').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('procedures_user_idx').on(t.userId, t.createdAt),
    // The back office's queue: one state, oldest first (docs/decisions/0038).
    index('procedures_state_created_idx').on(t.state, t.createdAt, t.id),
  ],
);

/** Each state a procedure went through, with the back office's note: the customer follows it here. */
export const procedureEvents = pgTable(
  'procedure_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    procedureId: bigint('procedure_id', { mode: 'number' })
      .notNull()
      .references(() => procedures.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('procedure_events_procedure_idx').on(t.procedureId, t.createdAt)],
);
