/**
 * The back office's staff sessions and logins, its lists and its reasons (docs/decisions/0038), beside the
 * back office's rules (docs/decisions/0056).
 */

/** Staff sessions are shorter than customers' (docs/decisions/0038). */
export const STAFF_SESSION_INACTIVITY_SECONDS = 900;
export const STAFF_SESSION_MAX_LIFETIME_SECONDS = 10 * 3_600;
/** Between the password and the second factor: the proof of the first step lasts this long. */
export const STAFF_CHALLENGE_TTL_MINUTES = 5;
/** Wrong passwords per e-mail, and wrong second-factor codes per staff member, before a lock. */
export const STAFF_LOGIN_FAILURES_BEFORE_LOCK = 5;
export const STAFF_LOCK_MINUTES = 15;
/** One-time recovery codes given with the authenticator, for a lost phone. */
export const STAFF_RECOVERY_CODES = 8;
/** Every list of the console is served a page at a time. */
export const BACK_OFFICE_PAGE_SIZE = 25;
/**
 * How far a list of the console counts its rows: past it the console says "10000+" and asks for a filter.
 * Counting a million rows exactly costs seconds; counting to this many costs milliseconds (docs/decisions/0040).
 */
export const BACK_OFFICE_COUNT_CAP = 10_000;
/** The last page a list serves: the rows past the count's cap are reached by narrowing the list, not by paging. */
export const BACK_OFFICE_MAX_PAGE = BACK_OFFICE_COUNT_CAP / BACK_OFFICE_PAGE_SIZE;
/** Days summed by day (payments beside the ledger, sales by adviser and project) in one answer. */
export const BACK_OFFICE_MAX_RANGE_DAYS = 31;
/** The range those summaries show when none is asked for: the last 30 days. */
export const BACK_OFFICE_DEFAULT_RANGE_DAYS = 30;
/** A reason for an act on a person or on money: long enough to mean something. */
export const STAFF_REASON_MIN_LENGTH = 5;
export const STAFF_REASON_MAX_LENGTH = 300;
export const STAFF_SEARCH_MAX_LENGTH = 80;
