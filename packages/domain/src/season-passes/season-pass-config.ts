/**
 * The season passes' dates, beside season-pass.rules.ts (docs/decisions/0056). The passes sold, with their
 * prices, are the catalogue's (catalogue/catalogue-config.ts).
 */

/** Spec §9 family renewal deadline: renewals are taken up to this day (La Paz), new family passes after it. */
export const FAMILY_RENEWAL_DEADLINE = '2022-01-18';
