/**
 * A pre-reservation's limits: its buyer's data, how many an adviser may hold and how long one holds its lot,
 * beside prereservation.rules.ts and prereservation-hold.rules.ts (docs/decisions/0056). The pending
 * pre-reservations per adviser are the default of a setting the back office changes (docs/decisions/0039).
 */

/** The complement of a Bolivian identity card ("1E"). */
export const DOCUMENT_COMPLEMENT_MAX_LENGTH = 2;
/** The buyer of a pre-reservation (spec §3 customer data): their address. */
export const BUYER_ADDRESS_MAX_LENGTH = 200;

/** Spec §9: an adviser has at most this many pre-reservations pending; buyers are adults. */
export const MAX_PENDING_PRERESERVATIONS = 5;
export const ADULT_AGE_YEARS = 18;

/**
 * How long a pending pre-reservation holds its lot or pass without a step before the back office treats it as
 * abandoned and may release it (docs/decisions/0053): the spec sets no expiry; a week is the house terms' own
 * span for the initial's balance (spec §9), and the console's "Today" warns a day before it runs out.
 */
export const PRERESERVATION_HOLD_DAYS = 7;
export const PRERESERVATION_EXPIRY_WARNING_HOURS = 24;

/**
 * Issue 37, point 2 (docs/decisions/0064): a free lot whose payment plans an adviser opens is held for her this
 * long, so that nobody pre-reserves it under her while she talks the buyer through the plans; at most this many
 * at once, so that one adviser cannot fence off a block. A hold whose adviser closed every page is let go after
 * a short grace (a dropped signal in a lift reconnects well within it).
 */
export const LOT_HOLD_MINUTES = 10;
export const MAX_LOT_HOLDS_PER_ADVISER = 3;
export const LOT_HOLD_GRACE_AFTER_LEAVING_SECONDS = 20;
