import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue.ts';
import { centsToDecimalString as dec } from '../money.ts';
import {
  availabilityQuerySchema,
  type CabinAvailability,
  type CabinReservationWire,
  type CabinsHome,
  cabinReservationIdSchema,
  cabinReservationSchema,
} from './cabin.schemas.ts';
import type { CabinType } from './cabin-config.ts';
import { stayRatingSchema } from './stay-rating.schemas.ts';

/*
 * The cabins' wire (spec §2 /reservar-cabana; docs/decisions/0013, 0020). A kind keeps its code
 * ('familiar', …) inside: it is the code the cabins are stored under, not a translated word.
 */

export const availabilityRequest = availabilityQuerySchema.transform((query) => ({
  parkId: query.parque,
  kind: query.tipo,
  from: query.desde,
  days: query.dias,
}));
export type AvailabilityInput = z.output<typeof availabilityRequest>;

/** The fields of a stay, translated: shared by the customer's call and the cashier's. */
export const stayOf = (body: z.output<typeof cabinReservationSchema>) => ({
  parkId: body.parque,
  kind: body.tipo,
  arrival: body.llegada,
  departure: body.salida,
});
export type StayInput = ReturnType<typeof stayOf>;

export const cabinReservationRequest = cabinReservationSchema.transform(stayOf);
export const cabinReservationIdRequest = cabinReservationIdSchema.transform((body) => ({
  reservationId: body.idReserva,
}));

/** Inside: free cabins of a kind, night by night. */
export interface CabinNights {
  parkId: number;
  kind: CabinType;
  cabins: number;
  nights: { date: string; free: number }[];
}

/** Inside: one reservation, and whether it may still be cancelled (the service's rule). */
export interface CabinReservation {
  id: number;
  park: string;
  kind: string;
  cabin: string;
  arrival: string;
  departure: string;
  nights: number;
  priceCents: bigint;
  state: 'reserved' | 'cancelled';
  cancellable: boolean;
  ratable: boolean;
  stars: number | null;
}

/** Inside: the parks and kinds, why the person may not reserve now (in their language), their reservations. */
export interface CabinsOverview {
  parks: { id: number; name: string }[];
  kinds: {
    code: string;
    capacity: number;
    nightCents: bigint;
    rating: { average: number; count: number } | null;
  }[];
  refusal: { key: MessageKey; message: string } | null;
  reservations: CabinReservation[];
}

/** Inside: a reservation just made. */
export interface BookedCabin {
  reservationId: number;
  cabin: string;
  arrival: string;
  departure: string;
  nights: number;
  priceCents: bigint;
}

export const cabinAvailabilityAnswer = z.object({
  parque: z.number().int(),
  tipo: z.string(),
  cabanas: z.number().int(),
  noches: z.array(z.object({ fecha: z.string(), libres: z.number().int() })),
}) satisfies z.ZodType<CabinAvailability>;

export const cabinAvailabilityWire = (nights: CabinNights): CabinAvailability => ({
  parque: nights.parkId,
  tipo: nights.kind,
  cabanas: nights.cabins,
  noches: nights.nights.map((night) => ({ fecha: night.date, libres: night.free })),
});

const cabinReservationAnswer = z.object({
  idReserva: z.number().int(),
  parque: z.string(),
  tipo: z.string(),
  cabana: z.string(),
  llegada: z.string(),
  salida: z.string(),
  noches: z.number().int(),
  total: z.string(),
  estado: z.enum(['reservada', 'cancelada']),
  cancelable: z.boolean(),
  calificable: z.boolean(),
  estrellas: z.number().int().nullable(),
}) satisfies z.ZodType<CabinReservationWire>;

const cabinReservationWire = (reservation: CabinReservation): CabinReservationWire => ({
  idReserva: reservation.id,
  parque: reservation.park,
  tipo: reservation.kind,
  cabana: reservation.cabin,
  llegada: reservation.arrival,
  salida: reservation.departure,
  noches: reservation.nights,
  total: dec(reservation.priceCents),
  estado: reservation.state === 'cancelled' ? 'cancelada' : 'reservada',
  cancelable: reservation.cancellable,
  calificable: reservation.ratable,
  estrellas: reservation.stars,
});

export const cabinsHomeAnswer = z.object({
  parques: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  tipos: z.array(
    z.object({
      codigo: z.string(),
      capacidad: z.number().int(),
      precioNoche: z.string(),
      calificacion: z.object({ promedio: z.number(), cantidad: z.number().int() }).nullable(),
    }),
  ),
  impedimento: z.object({ codigo: z.string(), mensaje: z.string() }).nullable(),
  reservas: z.array(cabinReservationAnswer),
}) satisfies z.ZodType<CabinsHome>;

export const cabinsHomeWire = (overview: CabinsOverview): CabinsHome => ({
  parques: overview.parks.map((park) => ({ id: park.id, nombre: park.name })),
  tipos: overview.kinds.map((kind) => ({
    codigo: kind.code,
    capacidad: kind.capacity,
    precioNoche: dec(kind.nightCents),
    calificacion: kind.rating ? { promedio: kind.rating.average, cantidad: kind.rating.count } : null,
  })),
  impedimento: overview.refusal ? { codigo: overview.refusal.key, mensaje: overview.refusal.message } : null,
  reservas: overview.reservations.map(cabinReservationWire),
});

export const bookedCabinAnswer = z.object({
  idReserva: z.number().int(),
  cabana: z.string(),
  noches: z.number().int(),
  total: z.string(),
});
export const bookedCabinWire = (booked: BookedCabin): z.output<typeof bookedCabinAnswer> => ({
  idReserva: booked.reservationId,
  cabana: booked.cabin,
  noches: booked.nights,
  total: dec(booked.priceCents),
});

export const cancelledCabinAnswer = z.object({ idReserva: z.number().int(), estado: z.literal('cancelada') });
export const cancelledCabinWire = (reservationId: number): z.output<typeof cancelledCabinAnswer> => ({
  idReserva: reservationId,
  estado: 'cancelada',
});

export const stayRatingRequest = stayRatingSchema.transform((body) => ({
  reservationId: body.idReserva,
  stars: body.estrellas,
  comment: body.comentario ? body.comentario : null,
}));
export type StayRatingInput = z.output<typeof stayRatingRequest>;

export const ratedStayAnswer = z.object({ idReserva: z.number().int(), estrellas: z.number().int() });
