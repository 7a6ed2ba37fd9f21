import { z } from 'zod';

const date = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine(
      (text) =>
        !Number.isNaN(Date.parse(`${text}T12:00:00Z`)) && new Date(`${text}T12:00:00Z`).toISOString().startsWith(text),
      {
        error,
      },
    );
const park = z.coerce
  .number({ error: 'cabins.parkInvalid' })
  .int({ error: 'cabins.parkInvalid' })
  .min(1, { error: 'cabins.parkInvalid' })
  .max(1000, { error: 'cabins.parkInvalid' });
const type = z.enum(['familiar', 'pareja', 'grupal'], { error: 'cabins.typeInvalid' });

/** GET /cabanas/disponibilidad?parque&tipo&desde&dias: free cabins per night. */
export const availabilityQuerySchema = z.object({
  parque: park,
  tipo: type,
  desde: date('cabins.datesInvalid'),
  dias: z.coerce
    .number({ error: 'cabins.daysInvalid' })
    .int({ error: 'cabins.daysInvalid' })
    .min(1, { error: 'cabins.daysInvalid' })
    .max(90, { error: 'cabins.daysInvalid' })
    .default(31),
});

/** POST /cabanas/reservas: a cabin of a kind in a park, arrival to departure. */
export const cabinReservationSchema = z.object({
  parque: park,
  tipo: type,
  llegada: date('cabins.datesInvalid'),
  salida: date('cabins.datesInvalid'),
});
export type CabinReservationRequest = z.output<typeof cabinReservationSchema>;

export const cabinReservationIdSchema = z.object({
  idReserva: z.coerce
    .number({ error: 'cabins.notFound' })
    .int({ error: 'cabins.notFound' })
    .positive({ error: 'cabins.notFound' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'cabins.notFound' }),
});

export interface CabinAvailability {
  parque: number;
  tipo: string;
  cabanas: number;
  noches: { fecha: string; libres: number }[];
}

export interface CabinReservationWire {
  idReserva: number;
  parque: string;
  tipo: string;
  cabana: string;
  llegada: string;
  salida: string;
  noches: number;
  total: string;
  estado: 'reservada' | 'cancelada';
  cancelable: boolean;
  /** the stay has ended and may be rated now (false while ratings are not shown) */
  calificable: boolean;
  /** the stars the person gave it, once rated (null while ratings are not shown) */
  estrellas: number | null;
}

/** GET /cabanas: the parks and kinds, whether the caller may reserve, and their reservations. */
export interface CabinsHome {
  parques: { id: number; nombre: string }[];
  tipos: {
    codigo: string;
    capacidad: number;
    precioNoche: string;
    /** what guests gave this kind of cabin; null while ratings are not shown or none was given */
    calificacion: { promedio: number; cantidad: number } | null;
  }[];
  /** null when the caller may reserve; else the reason (spec §8) and what to do */
  impedimento: { codigo: string; mensaje: string } | null;
  reservas: CabinReservationWire[];
}
