import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The group's companies; which of them invoice and accept QR is spec §9 (kept in domain: invoice/invoice-config.ts,
 * payments/payment-config.ts).
 */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Identity document types accepted on an invoice (spec §3 "Document type"). */
export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  description: text('description').notNull(),
});

/** One set of invoice data per customer (spec §3 "Invoice customer data"); its id is idDatosFactura. */
export const invoiceData = pgTable(
  'invoice_data',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: integer('document_type')
      .notNull()
      .references(() => documentTypes.id),
    documentNumber: text('document_number').notNull(),
    complement: text('complement').notNull().default(''),
    businessName: text('business_name').notNull(),
    email: text('email').notNull(),
    /** prefix-number, e.g. "+591-71234567" */
    phone: text('phone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_data_document_idx').on(t.documentNumber)],
);
