/**
 * The limits of a customer's password, login and account recovery, beside the rules that apply them
 * (docs/decisions/0056). The back office's staff logins have their own, in back-office/back-office-config.ts.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Guards against hashing megabytes of "password" sent to slow the server down. */
export const PASSWORD_MAX_LENGTH = 128;

/** Failed logins before the account locks, and for how long (ASVS 6.x). */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
export const LOGIN_LOCK_MINUTES = 5;
/** From this failure on, each further wrong password waits a little longer before answering. */
export const LOGIN_FAILURES_BEFORE_SLOWDOWN = 3;

export const PASSWORD_LINK_TTL_MINUTES = 30;
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MINUTES = 10;
/**
 * Per-account caps, counted by the document typed (known or not, so they tell nothing) whatever
 * the caller's address: a code sent to the same person, and wrong codes tried for them, per hour.
 */
export const RECOVERY_SENDS_PER_HOUR = 3;
export const RECOVERY_TRIES_PER_HOUR = 5;
/** ASVS 5.0 6.2.5: a passphrase of this many words is judged by its length, not its composition. */
export const PASSPHRASE_MIN_WORDS = 4;
/** Fewer different characters than this (case and spaces aside) is a repeat, like "aaaa aaaa" (docs/decisions/0041). */
export const PASSWORD_MIN_DISTINCT_CHARACTERS = 4;
/** A part of a name or e-mail shorter than this is not looked for in the person's password ("Li", "de"). */
export const PERSONAL_DATA_MIN_LENGTH = 3;
/** Letters a password may add to a word everyone tries ("my" + "password") and still be built on it. */
export const WEAK_WORD_SPARE_LETTERS = 3;
