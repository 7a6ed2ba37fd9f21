import { eligibilityRefusal, mayCancel, nightsOf, stayRefusal } from '@vo/domain/cabins/cabin.rules';
import type {
  CabinAvailability,
  CabinReservationRequest,
  CabinReservationWire,
  CabinsHome,
} from '@vo/domain/cabins/cabin.schemas';
import { CABIN_TYPES, PARKS } from '@vo/domain/cabins/cabin-config';
import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { addDaysToDate, businessDateOf, formatCalendarDay } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hasOverdueInstalments } from '../products/products.repo.ts';
import {
  type CabinReservationRow,
  cabinCount,
  cancelReservation,
  firstFreeCabin,
  idCardExpiry,
  insertReservation,
  lockCabinKind,
  ownReservation,
  reservationsOf,
  takenPerNight,
} from './cabins.repo.ts';

const typeOf = (code: string) => CABIN_TYPES.find((t) => t.code === code);
const parkOf = (id: number) => PARKS.find((p) => p.id === id);

function requirePark(id: number) {
  const park = parkOf(id);
  if (!park) throw new AppError('cabins.parkInvalid', 1, {}, { campo: 'parque' });
  return park;
}

/** Spec §6: whether the person may reserve a stay ending on `lastDay`; the reason (spec §8) when not. */
async function refusalFor(db: Tx | AppDeps['db'], deps: AppDeps, userId: number, lastDay: string) {
  const today = businessDateOf(deps.clock.now());
  return eligibilityRefusal({
    hasOverdue: await hasOverdueInstalments(db, userId, today),
    idCardExpiresOn: await idCardExpiry(db, userId),
    lastDay,
  });
}

function toWire(
  r: { r: CabinReservationRow; park: string; cabin: string; type: string },
  now: Date,
): CabinReservationWire {
  return {
    idReserva: r.r.id,
    parque: r.park,
    tipo: r.type,
    cabana: r.cabin,
    llegada: r.r.arrival,
    salida: r.r.departure,
    noches: r.r.nights,
    total: dec(r.r.priceCents),
    estado: r.r.state === 'cancelled' ? 'cancelada' : 'reservada',
    cancelable: r.r.state !== 'cancelled' && mayCancel(r.r.arrival, now),
  };
}

/** GET /cabanas: the parks and kinds, whether the caller may reserve now (and why not), their reservations. */
export async function cabinsHome(deps: AppDeps, userId: number, lang: Language): Promise<CabinsHome> {
  const tomorrow = addDaysToDate(businessDateOf(deps.clock.now()), 1);
  const [refusal, rows] = await Promise.all([
    refusalFor(deps.db, deps, userId, tomorrow),
    reservationsOf(deps.db, userId),
  ]);
  return {
    parques: PARKS.map((p) => ({ id: p.id, nombre: p.name })),
    tipos: CABIN_TYPES.map((t) => ({ codigo: t.code, capacidad: t.capacity, precioNoche: dec(t.nightCents) })),
    impedimento: refusal ? { codigo: refusal, mensaje: translate(lang, refusal) } : null,
    reservas: rows.map((r) => toWire(r, deps.clock.now())),
  };
}

/** GET /cabanas/disponibilidad: free cabins of a kind per night (spec §2 availability calendar). */
export async function availability(
  deps: AppDeps,
  query: { parque: number; tipo: string; desde: string; dias: number },
): Promise<CabinAvailability> {
  requirePark(query.parque);
  const to = addDaysToDate(query.desde, query.dias - 1);
  const [cabinsOfKind, taken] = await Promise.all([
    cabinCount(deps.db, query.parque, query.tipo),
    takenPerNight(deps.db, query.parque, query.tipo, query.desde, to),
  ]);
  const nights = Array.from({ length: query.dias }, (_, i) => addDaysToDate(query.desde, i));
  return {
    parque: query.parque,
    tipo: query.tipo,
    cabanas: cabinsOfKind,
    noches: nights.map((fecha) => ({ fecha, libres: cabinsOfKind - (taken.get(fecha) ?? 0) })),
  };
}

/** Who a reservation is for, and the cashier who makes it for them at the desk (when one does). */
export interface Guest {
  userId: number;
  byCashierUserId?: number;
}

/**
 * POST /cabanas/reservas, inside runOnce: the stay's dates, then the person (current instalments and an
 * ID card valid to the end of the stay, spec §6), then the first cabin of the kind free every night,
 * under the kind's lock; its nights are keyed (cabin, night), so no night is sold twice.
 */
export async function reserveCabin(tx: Tx, deps: AppDeps, guest: Guest, request: CabinReservationRequest) {
  const park = requirePark(request.parque);
  const kind = typeOf(request.tipo)!;
  const today = businessDateOf(deps.clock.now());
  const dates = stayRefusal(request.llegada, request.salida, today);
  if (dates) throw new AppError(dates, 1, {}, { campo: dates === 'cabins.outOfRange' ? 'llegada' : 'salida' });
  const nights = nightsOf(request.llegada, request.salida);
  const refusal = await refusalFor(tx, deps, guest.userId, request.salida);
  if (refusal) throw new AppError(refusal);
  await lockCabinKind(tx, park.id, kind.code);
  const cabin = await firstFreeCabin(tx, park.id, kind.code, request.llegada, request.salida);
  if (!cabin) throw new AppError('cabins.noneFree');
  const row = await insertReservation(
    tx,
    {
      userId: guest.userId,
      byCashierUserId: guest.byCashierUserId ?? null,
      cabinId: cabin.id,
      arrival: request.llegada,
      departure: request.salida,
      nights: nights.length,
      priceCents: kind.nightCents * BigInt(nights.length),
      state: 'reserved',
      createdAt: deps.clock.now(),
    },
    nights,
  );
  return {
    data: { idReserva: row.id, cabana: cabin.number, noches: nights.length, total: dec(row.priceCents) },
    params: {
      cabin: cabin.number,
      arrival: formatCalendarDay(request.llegada),
      departure: formatCalendarDay(request.salida),
    },
  };
}

/** POST /cabanas/reservas/cancelar: one's own reservation, until 48 hours before the arrival day. */
export async function cancelCabin(tx: Tx, deps: AppDeps, userId: number, reservationId: number) {
  const row = await ownReservation(tx, userId, reservationId);
  if (!row) throw new AppError('cabins.notFound', 1, {}, { campo: 'idReserva' });
  if (row.state === 'cancelled') throw new AppError('cabins.alreadyCancelled');
  if (!mayCancel(row.arrival, deps.clock.now())) throw new AppError('cabins.tooLateToCancel');
  await cancelReservation(tx, row.id, deps.clock.now());
  return { idReserva: row.id, estado: 'cancelada' as const };
}
