import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const maintenanceWindows = pgTable('maintenance_windows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Every e-mail and SMS is written here in the transaction that caused it; a sender delivers it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The back office finds what was sent to an address or a phone by any part of it, among millions (pg_trgm).
    index('outbox_messages_recipient_trgm_idx').using('gin', sql`${t.recipient} gin_trgm_ops`),
    // The console's Today counts the messages not sent yet: the few of millions, without reading the rest.
    index('outbox_messages_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    /** The staff member who acted (back office, docs/decisions/0038); null for the person's own acts. */
    staffId: bigint('staff_id', { mode: 'number' }),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // A cashier reads back their own acts for customers, newest first (features/cashier/cashier-desk.ts).
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);
