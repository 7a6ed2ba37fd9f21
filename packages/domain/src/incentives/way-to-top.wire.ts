import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import type { RaceLoss, RaceView } from './incentives.wire.ts';
import type { TypicalSale } from './way-to-top.rules.ts';

/*
 * The adviser's way to the top on her home (docs/decisions/0065): where she stands in the travel race and the
 * month's best-seller bonus, how far each cut-off is, which pending pre-reservations close it, and her month by day.
 * Amounts as decimal strings of dollars (the race's points are dollars of capital paid), names in Spanish.
 */

/** Inside: one standing, the race's or the bonus's, and how far its cut-off is. */
export interface StandingDistance {
  position: number | null;
  inside: boolean;
  ownCents: bigint;
  cutoffCents: bigint;
  distanceCents: bigint;
  typicalSales: number | null;
  lossReason: RaceLoss | null;
}

export interface WayToTopView {
  typical: TypicalSale | null;
  race: StandingDistance & { raceId: string; qualification: RaceView['own']['qualification'] };
  bonus: StandingDistance & { month: string };
  pending: {
    id: number;
    customer: string;
    product: string;
    initialFeeCents: bigint;
    currency: string;
    purchased: boolean;
    raceGainCents: bigint;
    bonusGainCents: bigint;
  }[];
  closing: { race: { ids: number[]; closes: boolean }; bonus: { ids: number[]; closes: boolean } };
  /** the month in progress: the running totals of each day so far, and how many days it has */
  month: { month: string; days: number; race: bigint[]; bonus: bigint[] };
  updatedAt: Date;
}

const int = z.number().int();
const amount = z.string();
const loss = z.enum(['inactivo', 'bloqueado', 'etica', 'mes_sin_ventas', 'gracia_no_cumplida']).nullable();
const standing = {
  posicion: int.nullable(),
  dentro: z.boolean(),
  monto: amount,
  corte: amount,
  distancia: amount,
  /** typical sales the distance is; null when nobody sold in the period */
  ventasTipicas: int.nullable(),
  motivo: loss,
};
const closing = z.object({ ids: z.array(int), alcanza: z.boolean() });

export const wayToTopAnswer = z.object({
  ventaTipica: z.object({ monto: amount, fuente: z.enum(['propia', 'mercado']) }).nullable(),
  carrera: z.object({
    id: z.string(),
    ...standing,
    calificacion: z.enum(['en_carrera', 'en_gracia', 'fuera']),
  }),
  bono: z.object({ mes: z.string(), ...standing }),
  pendientes: z.array(
    z.object({
      idPrereserva: int,
      cliente: z.string(),
      producto: z.string(),
      cuotaInicial: amount,
      moneda: z.string(),
      /** the sale is recorded and waits for its initial fee (else the lot or product is only held) */
      vendida: z.boolean(),
      sumaCarrera: amount,
      sumaBono: amount,
    }),
  ),
  cierran: z.object({ carrera: closing, bono: closing }),
  mes: z.object({ mes: z.string(), dias: int, carrera: z.array(amount), bono: z.array(amount) }),
  actualizadoEn: z.string(),
});
export type WayToTop = z.infer<typeof wayToTopAnswer>;

const LOSS_WIRE: Record<RaceLoss, NonNullable<z.infer<typeof loss>>> = {
  inactive: 'inactivo',
  blocked: 'bloqueado',
  ethics: 'etica',
  month_without_sales: 'mes_sin_ventas',
  grace_not_met: 'gracia_no_cumplida',
};
const QUALIFICATION_WIRE = { in: 'en_carrera', grace: 'en_gracia', out: 'fuera' } as const;

const standingWire = (s: StandingDistance) => ({
  posicion: s.position,
  dentro: s.inside,
  monto: dec(s.ownCents),
  corte: dec(s.cutoffCents),
  distancia: dec(s.distanceCents),
  ventasTipicas: s.typicalSales,
  motivo: s.lossReason ? LOSS_WIRE[s.lossReason] : null,
});

export const wayToTopWire = (view: WayToTopView): WayToTop => ({
  ventaTipica: view.typical
    ? { monto: dec(view.typical.cents), fuente: view.typical.source === 'own' ? 'propia' : 'mercado' }
    : null,
  carrera: {
    id: view.race.raceId,
    ...standingWire(view.race),
    calificacion: QUALIFICATION_WIRE[view.race.qualification],
  },
  bono: { mes: view.bonus.month, ...standingWire(view.bonus) },
  pendientes: view.pending.map((p) => ({
    idPrereserva: p.id,
    cliente: p.customer,
    producto: p.product,
    cuotaInicial: dec(p.initialFeeCents),
    moneda: p.currency,
    vendida: p.purchased,
    sumaCarrera: dec(p.raceGainCents),
    sumaBono: dec(p.bonusGainCents),
  })),
  cierran: {
    carrera: { ids: view.closing.race.ids, alcanza: view.closing.race.closes },
    bono: { ids: view.closing.bonus.ids, alcanza: view.closing.bonus.closes },
  },
  mes: {
    mes: view.month.month,
    dias: view.month.days,
    carrera: view.month.race.map(dec),
    bono: view.month.bonus.map(dec),
  },
  actualizadoEn: view.updatedAt.toISOString(),
});
