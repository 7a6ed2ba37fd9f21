/**
 * The membership benefits of docs/decisions/0015 (spec §2 /carnet-{brand}, /acreditacion-{brand}/payme,
 * /beneficios-travel, /{hotel-route}/{idMembresia}; §6, §9). The spec gives no fees: these are ours,
 * docs/decisions/0015. Kept apart from config.ts so that the login shell does not carry them.
 */

/** The products that carry an accreditation card: the holder shows it at the park's or the club's gate. */
export const CARD_PRODUCT_KINDS: readonly string[] = ['membership', 'season_pass'];

/** The yearly fee that enables a membership's accreditation card, and how long one payment covers. */
export const ACCREDITATION_FEE_CENTS = 2_500n;
export const ACCREDITATION_MONTHS_PER_FEE = 12;
/** How long the QR on the card may be scanned: it is re-signed while the page is open, so a photo of it stops working. */
export const ACCREDITATION_QR_TTL_SECONDS = 300;

/**
 * Spec §6 "travel benefit needs a paid percentage of the product (server-supplied)": the share of the
 * membership's price paid (initial and capital) before the RCI affiliation may be bought.
 */
export const TRAVEL_BENEFIT_MIN_PAID_PERCENT = 15;
/** Spec §9 "travel benefits project 70": the project the RCI affiliation is sold under; its income is booked there. */
export const TRAVEL_BENEFITS_PROJECT_ID = 70;
/** The RCI affiliation fee (spec §3 "Benefit": RCI code and expiry) and the months one payment covers. */
export const RCI_AFFILIATION_FEE_CENTS = 8_900n;
export const RCI_AFFILIATION_MONTHS = 12;
/** Spec §9 "Travel/land discount for 3 years: 20%". */
export const TRAVEL_LAND_DISCOUNT_PERCENT = 20;
export const TRAVEL_LAND_DISCOUNT_YEARS = 3;

/** Spec §2 /{hotel-route}/{idMembresia}: our hotel route. */
export const HOTEL_ROUTE = 'hotel';
