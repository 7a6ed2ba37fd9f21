import {
  DESK_ELIGIBILITY_REFUSAL,
  eligibilityRefusal,
  mayCancel,
  nightsOf,
  perNightCapRefusal,
  stayRefusal,
} from '@vo/domain/cabins/cabin.rules';
import { CABIN_PRICE_CURRENCY, CABIN_TYPES, cabinBookingNumber, PARKS } from '@vo/domain/cabins/cabin-config';
import type {
  AvailabilityInput,
  BookedCabin,
  CabinNights,
  CabinReservation,
  CabinsOverview,
  StayInput,
} from '@vo/domain/cabins/cabins.wire';
import { averageStars, stayRatingRefusal } from '@vo/domain/cabins/stay-rating.rules';
import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { CABINS_LINK } from '@vo/domain/notifications/notification-links';
import { addDaysToDate, businessDateOf, formatCalendarDay } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import { confirmAct } from '../confirmations/index.ts';
import { instalmentStanding } from '../products/index.ts';
import {
  type CabinReservationRow,
  cabinCount,
  cancelReservation,
  firstFreeCabin,
  heldStaysOf,
  idCardExpiry,
  insertReservation,
  lockCabinKind,
  lockGuest,
  ownReservation,
  reservationsOf,
  takenPerNight,
} from './cabins.repo.ts';
import { ratingsPerKind, starsGivenBy } from './stay-ratings.repo.ts';

const typeOf = (code: string) => CABIN_TYPES.find((t) => t.code === code);
const parkOf = (id: number) => PARKS.find((p) => p.id === id);

function requirePark(id: number) {
  const park = parkOf(id);
  if (!park) throw new AppError('cabins.parkInvalid', 1, {}, { campo: 'parque' });
  return park;
}

/**
 * Spec §6: whether the person may reserve a stay ending on `lastDay`; the reason (spec §8) when not, worded for
 * the cashier when one asks at the desk.
 */
async function refusalFor(db: Tx | AppDeps['db'], deps: AppDeps, userId: number, lastDay: string, atDesk: boolean) {
  const today = businessDateOf(deps.clock.now());
  const refusal = eligibilityRefusal({
    ...(await instalmentStanding(db, userId, today)),
    idCardExpiresOn: await idCardExpiry(db, userId),
    lastDay,
  });
  return refusal && atDesk ? DESK_ELIGIBILITY_REFUSAL[refusal] : refusal;
}

/** Ratings as the page shows them (spec §9 "ratings shown"): the person's stars, and whether a stay awaits some. */
interface RatingsShown {
  starsGiven: Map<number, number>;
  today: string;
  /** the guest asks (a cashier at the desk books; rating a stay is the guest's own act) */
  byGuest: boolean;
}

function reservationOf(
  r: { r: CabinReservationRow; park: string; cabin: string; type: string },
  now: Date,
  ratings: RatingsShown | null,
): CabinReservation {
  const state = r.r.state === 'cancelled' ? 'cancelled' : 'reserved';
  const stars = ratings?.starsGiven.get(r.r.id) ?? null;
  const rated = stars !== null;
  return {
    id: r.r.id,
    park: r.park,
    kind: r.type,
    cabin: r.cabin,
    arrival: r.r.arrival,
    departure: r.r.departure,
    nights: r.r.nights,
    priceCents: r.r.priceCents,
    state,
    cancellable: r.r.state !== 'cancelled' && mayCancel(r.r.arrival, now),
    ratable:
      ratings?.byGuest === true &&
      stayRatingRefusal({ state, departure: r.r.departure, rated }, ratings.today) === null,
    stars,
  };
}

/**
 * GET /cabanas: the parks and kinds, whether the person may reserve now (and why not), their reservations;
 * `atDesk` when a cashier asks for the customer in front of them (GET /caja/cabanas).
 */
export async function cabinsHome(
  deps: AppDeps,
  userId: number,
  lang: Language,
  atDesk = false,
): Promise<CabinsOverview> {
  const today = businessDateOf(deps.clock.now());
  const tomorrow = addDaysToDate(today, 1);
  const shown = deps.featureFlags.ratingsShown;
  const [refusal, rows, perKind, starsGiven] = await Promise.all([
    refusalFor(deps.db, deps, userId, tomorrow, atDesk),
    reservationsOf(deps.db, userId),
    shown ? ratingsPerKind(deps.db) : [],
    shown ? starsGivenBy(deps.db, userId) : new Map<number, number>(),
  ]);
  const ratings = shown ? { starsGiven, today, byGuest: !atDesk } : null;
  const ratingOf = (kind: string) => {
    const row = perKind.find((r) => r.kind === kind);
    return row && row.count > 0 ? { average: averageStars(row.stars, row.count), count: row.count } : null;
  };
  return {
    parks: PARKS.map((p) => ({ id: p.id, name: p.name })),
    kinds: CABIN_TYPES.map((t) => ({
      code: t.code,
      capacity: t.capacity,
      nightCents: t.nightCents,
      rating: shown ? ratingOf(t.code) : null,
    })),
    refusal: refusal ? { key: refusal, message: translate(lang, refusal) } : null,
    reservations: rows.map((r) => reservationOf(r, deps.clock.now(), ratings)),
  };
}

/** GET /cabanas/disponibilidad: free cabins of a kind per night (spec §2 availability calendar). */
export async function availability(deps: AppDeps, query: AvailabilityInput): Promise<CabinNights> {
  requirePark(query.parkId);
  const to = addDaysToDate(query.from, query.days - 1);
  // Kept until a cabin or a night is taken or given back (docs/decisions/0062): a reservation's answer waits
  // until its notice is heard, so the calendar after it shows the night taken.
  const what = `${query.parkId} ${query.kind} ${query.from} ${query.days}`;
  const [cabinsOfKind, taken] = await keptRead(deps, 'cabinNights', ['cabins'], what, () =>
    Promise.all([
      cabinCount(deps.db, query.parkId, query.kind),
      takenPerNight(deps.db, query.parkId, query.kind, query.from, to),
    ]),
  );
  const nights = Array.from({ length: query.days }, (_, i) => addDaysToDate(query.from, i));
  return {
    parkId: query.parkId,
    kind: query.kind,
    cabins: cabinsOfKind,
    nights: nights.map((date) => ({ date, free: cabinsOfKind - (taken.get(date) ?? 0) })),
  };
}

/** Who a reservation is for, and the cashier who makes it for them at the desk (when one does). */
export interface Guest {
  userId: number;
  byCashierUserId?: number;
}

/**
 * POST /cabanas/reservas, inside runOnce: the stay's dates, then the person (current instalments and an
 * ID card valid to the end of the stay, spec §6), then the cabins they hold those nights (under their own
 * lock), then the first cabin of the kind free every night, under the kind's lock; its nights are keyed
 * (cabin, night), so no night is sold twice.
 */
export async function reserveCabin(tx: Tx, deps: AppDeps, guest: Guest, stay: StayInput): Promise<BookedCabin> {
  const park = requirePark(stay.parkId);
  const kind = typeOf(stay.kind)!;
  const today = businessDateOf(deps.clock.now());
  const dates = stayRefusal(stay.arrival, stay.departure, today);
  if (dates) throw new AppError(dates, 1, {}, { campo: dates === 'cabins.outOfRange' ? 'llegada' : 'salida' });
  const nights = nightsOf(stay.arrival, stay.departure);
  const refusal = await refusalFor(tx, deps, guest.userId, stay.departure, guest.byCashierUserId !== undefined);
  if (refusal) throw new AppError(refusal);
  await lockGuest(tx, guest.userId);
  if (perNightCapRefusal(await heldStaysOf(tx, guest.userId, stay.arrival, stay.departure), nights)) {
    throw new AppError(guest.byCashierUserId === undefined ? 'cabins.perNightCap' : 'cabins.desk.perNightCap');
  }
  await lockCabinKind(tx, park.id, kind.code);
  const cabin = await firstFreeCabin(tx, park.id, kind.code, stay.arrival, stay.departure);
  if (!cabin) throw new AppError('cabins.noneFree');
  const row = await insertReservation(
    tx,
    {
      userId: guest.userId,
      byCashierUserId: guest.byCashierUserId ?? null,
      cabinId: cabin.id,
      arrival: stay.arrival,
      departure: stay.departure,
      nights: nights.length,
      priceCents: kind.nightCents * BigInt(nights.length),
      state: 'reserved',
      createdAt: deps.clock.now(),
    },
    nights,
  );
  // The customer is told, also when a cashier booked it for them at the desk (docs/decisions/0026).
  await confirmAct(
    tx,
    deps,
    { userId: guest.userId, link: CABINS_LINK },
    {
      act: 'cabin',
      reference: cabinBookingNumber(row.id),
      amountCents: row.priceCents,
      currency: CABIN_PRICE_CURRENCY,
      product: `${park.name} · ${cabin.number} (${kind.code}) · ${formatCalendarDay(stay.arrival)} → ${formatCalendarDay(stay.departure)}`,
    },
  );
  return {
    reservationId: row.id,
    cabin: cabin.number,
    arrival: stay.arrival,
    departure: stay.departure,
    nights: nights.length,
    priceCents: row.priceCents,
  };
}

/** What the success message says of a reservation: the cabin and the stay's days as people read them. */
export function reservedParams(booked: BookedCabin) {
  return {
    cabin: booked.cabin,
    arrival: formatCalendarDay(booked.arrival),
    departure: formatCalendarDay(booked.departure),
  };
}

/** POST /cabanas/reservas/cancelar: one's own reservation, until 48 hours before the arrival day. Answers its id. */
export async function cancelCabin(tx: Tx, deps: AppDeps, userId: number, reservationId: number): Promise<number> {
  const row = await ownReservation(tx, userId, reservationId);
  if (!row) throw new AppError('cabins.notFound', 1, {}, { campo: 'idReserva' });
  if (row.state === 'cancelled') throw new AppError('cabins.alreadyCancelled');
  if (!mayCancel(row.arrival, deps.clock.now())) throw new AppError('cabins.tooLateToCancel');
  await cancelReservation(tx, row.id, deps.clock.now());
  return row.id;
}
