/**
 * A phone number's limits and the prefix offered with it (spec §9), beside phone.rules.ts; the forms of other
 * capabilities that ask for a phone take them from here (docs/decisions/0056).
 */

export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 10;
export const DEFAULT_PHONE_PREFIX = '+591';
