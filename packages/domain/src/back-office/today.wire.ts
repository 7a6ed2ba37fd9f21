import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { ADMIN_PAYMENT_METHODS, type AdminPaymentMethod } from '../payments/payments-admin.wire.ts';
import {
  PRERESERVATION_EXPIRY_WARNING_HOURS,
  PRERESERVATION_HOLD_DAYS,
} from '../prereservations/prereservation-config.ts';

/*
 * The console's landing page for the day (docs/decisions/0053): what came in today beside
 * the ledger, and what waits for a person. Each part is there only when the staff member's role may open the
 * section it links to; a part the role may not see is null, never an empty figure.
 */

/** Every product is sold in dollars (the catalogue's prices): the ledger's days sum one currency. */
export const LEDGER_CURRENCY = 'USD';

/** A count of a list, stopped at the lists' cap (docs/decisions/0040): `limited` says "10 000+". */
export interface CappedCount {
  count: number;
  limited: boolean;
}

/** Inside: the day's figures, in English and in cents. */
export interface TodayFigures {
  /** the La Paz day they are of */
  day: string;
  money: {
    count: number;
    receivedCents: bigint;
    ledgerCents: bigint;
    byMethod: { method: AdminPaymentMethod; count: number; cents: bigint }[];
  } | null;
  regularising: CappedCount | null;
  procedures: { submitted: CappedCount; inReview: CappedCount } | null;
  undeliveredMessages: CappedCount | null;
  prereservations: { expiringSoon: CappedCount; pastHold: CappedCount } | null;
}

const capped = z.object({ cantidad: z.number().int(), limitado: z.boolean() });
const cappedWire = (c: CappedCount) => ({ cantidad: c.count, limitado: c.limited });

export const todayAnswer = z.object({
  dia: z.string(),
  dinero: z
    .object({
      cantidad: z.number().int(),
      /** what the day's payments add up to, less what was refunded that day */
      recibido: z.string(),
      /** the ledger's net on the clearing accounts that day */
      libroMayor: z.string(),
      /** recibido − libroMayor: 0 when the day reconciles */
      diferencia: z.string(),
      moneda: z.string(),
      porMedio: z.array(
        z.object({ metodo: z.enum(ADMIN_PAYMENT_METHODS), cantidad: z.number().int(), monto: z.string() }),
      ),
    })
    .nullable(),
  regularizacion: capped.nullable(),
  tramites: z.object({ presentados: capped, enRevision: capped }).nullable(),
  mensajesNoEnviados: capped.nullable(),
  prerreservas: z
    .object({
      /** pending ones whose hold ends within `horasAviso` */
      vencenPronto: capped,
      /** pending ones already past their hold: the back office may release them */
      vencidas: capped,
      diasReserva: z.number().int(),
      horasAviso: z.number().int(),
    })
    .nullable(),
});
export type TodayAnswer = z.infer<typeof todayAnswer>;

export const todayWire = (f: TodayFigures): TodayAnswer => ({
  dia: f.day,
  dinero: f.money && {
    cantidad: f.money.count,
    recibido: dec(f.money.receivedCents),
    libroMayor: dec(f.money.ledgerCents),
    diferencia: dec(f.money.receivedCents - f.money.ledgerCents),
    moneda: LEDGER_CURRENCY,
    porMedio: f.money.byMethod.map((m) => ({ metodo: m.method, cantidad: m.count, monto: dec(m.cents) })),
  },
  regularizacion: f.regularising && cappedWire(f.regularising),
  tramites: f.procedures && {
    presentados: cappedWire(f.procedures.submitted),
    enRevision: cappedWire(f.procedures.inReview),
  },
  mensajesNoEnviados: f.undeliveredMessages && cappedWire(f.undeliveredMessages),
  prerreservas: f.prereservations && {
    vencenPronto: cappedWire(f.prereservations.expiringSoon),
    vencidas: cappedWire(f.prereservations.pastHold),
    diasReserva: PRERESERVATION_HOLD_DAYS,
    horasAviso: PRERESERVATION_EXPIRY_WARNING_HOURS,
  },
});
