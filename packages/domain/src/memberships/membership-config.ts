/**
 * The memberships' levels, pages and beneficiary limits, beside membership.rules.ts (docs/decisions/0056).
 * The memberships sold, with their prices, are the catalogue's (catalogue/catalogue-config.ts).
 */

/** Spec §3 membership names, from the lowest; an upgrade moves to a higher one. */
export const MEMBERSHIP_LEVELS = [
  { id: 'platinum', name: 'Membresía Platino', priceCents: 360_000n },
  { id: 'resort', name: 'Membresía Resort', priceCents: 540_000n },
  { id: 'resort_plus', name: 'Membresía Resort Plus', priceCents: 720_000n },
] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number]['id'];

/** A corporate membership's beneficiary's name (spec §3 customer data). */
export const BENEFICIARY_NAME_MAX_LENGTH = 120;

/** Spec §5/§9: a membership pre-reservation sends several at once; a batch is at most this many. */
export const MAX_MEMBERSHIP_BATCH = 10;
/** Spec §5: a corporation takes 5 to 999 beneficiaries, the most any membership takes. */
export const MEMBERSHIP_BENEFICIARIES_MAX = 999;

/** Which page of spec §2 offers a membership: /membresias, /travel-bolivia, or /membresia-internacional (behind its flag). */
export type MembershipPage = 'membresias' | 'travel' | 'internacional';
