/**
 * The leisure park's cabins (spec §2 /reservar-cabana; their parks, kinds and prices are not in the spec:
 * ours, docs/decisions/0013). Apart from config.ts so the login page does not carry them.
 */
export const PARKS = [
  // The town first: it is what tells the parks apart, and what a phone's narrow select still shows.
  { id: 1, name: 'Santa Cruz — Parque de Aguas y Cabañas' },
  { id: 2, name: 'Samaipata — Parque de Aguas y Cabañas' },
] as const;

export const CABIN_TYPES = [
  { code: 'familiar', capacity: 6, nightCents: 45_000n },
  { code: 'pareja', capacity: 2, nightCents: 30_000n },
  { code: 'grupal', capacity: 10, nightCents: 70_000n },
] as const;
/** The currency of the nightly prices above (the page shows them in dollars). */
export const CABIN_PRICE_CURRENCY = 'USD';
export type CabinType = (typeof CABIN_TYPES)[number]['code'];

/**
 * The number a booking is known by (docs/decisions/0026): in its confirmation, on the page's confirmation
 * screen and at the park's reception, where the guest shows it (docs/decisions/0047).
 */
export const cabinBookingNumber = (reservationId: number) => `CAB-${reservationId}`;

/** A stay is 1 to 7 nights, starting from tomorrow up to 90 days ahead (La Paz dates; ours, docs/decisions/0013). */
export const CABIN_MAX_NIGHTS = 7;
export const CABIN_DAYS_AHEAD = 90;
/** A reservation may be cancelled until this many hours before its arrival day begins (La Paz). */
export const CABIN_CANCEL_HOURS_BEFORE = 48;
/**
 * Cabins one person may hold on any night, across parks and kinds (docs/decisions/0042): a family and the
 * grandparents; more is a group, which the group cabin or customer service serves.
 */
export const CABINS_PER_PERSON_PER_NIGHT = 2;
