/**
 * The limits of a procedure's texts (docs/decisions/0014), apart from the rules: the message catalogue
 * names them in every language, and it is loaded by the login page, which must not carry the rules.
 */

/** What the customer writes: long enough for the back office to act on it without calling back. */
export const PROCEDURE_DETAIL_MIN_LENGTH = 20;
export const PROCEDURE_DETAIL_MAX_LENGTH = 1_000;
/** The back office's note on a state change. */
export const PROCEDURE_NOTE_MAX_LENGTH = 500;
