import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A server captcha (spec §5: the prepaid code and the captcha must match): answered once, then gone. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
