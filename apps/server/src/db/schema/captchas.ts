import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A server captcha (spec §5: the prepaid code and the captcha must match): answered once, then gone. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  /** 'image' (letters to read) or 'question' (the accessible alternative): a wrong answer is told in its terms. */
  kind: text('kind').$type<'image' | 'question'>().notNull().default('image'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
