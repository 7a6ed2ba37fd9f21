import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-account guessing caps (ASVS 6.3): wrong passwords, recovery codes sent and tried, refused prepaid
 * and payment codes. Keyed by what the caller names (a document number, known or not, or a person's id),
 * never by their address, and changed by one statement each, so requests sent all at once count one by one.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    /** login | recovery-send | recovery-try | prepaid-code | friend-code */
    scope: text('scope').notNull(),
    /** The document typed, or the person's id, as text. */
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
    /** When the current window began: counts older than the scope's window start again at one. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Set when the cap was reached; nothing is counted or tried until it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Fingerprints of the window's attempts that carry one (a money call's Idempotency-Key and body): the
     * same request sent twice, a double tap, counts once. Never a password's: only requests with a key.
     */
    recent: text('recent').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Attempts being tried right now, for caps that count failures only (wrong passwords): each holds one of
     * the cap's tries until it is known right (given back) or wrong (a failure); docs/decisions/0041.
     */
    inFlight: integer('in_flight').notNull().default(0),
    /** Held tries older than this were lost with their process (a crash mid-hash) and hold nothing. */
    inFlightUntil: timestamp('in_flight_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);
