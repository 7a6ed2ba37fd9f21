import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import type { BonusCycle } from './best-seller.rules.ts';
import { bestSellerQuerySchema, raceQuerySchema } from './incentives.schemas.ts';
import type { BestSellerStanding, RaceLossWire, RaceQualificationWire, RaceStanding } from './incentives.types.ts';
import type { Race } from './race.rules.ts';

/*
 * The travel race's and the best-seller bonus's wire (spec §2 /ranking, /bono-mejor-vendedor;
 * docs/decisions/0009, 0020): points in whole dollars, amounts as decimal strings, verdicts in Spanish;
 * inside, cents and English verdicts.
 */

export const raceRequest = raceQuerySchema.transform((query) => ({ raceId: query.carrera }));

export const bestSellerRequest = bestSellerQuerySchema.transform((query) => ({
  cycleId: query.ciclo,
  month: query.mes,
}));

/** Why a race or a bonus is lost: the adviser's status (spec §6), or the monthly-sales rule. */
export type RaceLoss = 'inactive' | 'blocked' | 'ethics' | 'month_without_sales' | 'grace_not_met';

/** Inside: the race's top and where the caller stands in it. */
export interface RaceView {
  race: Race;
  top: { position: number; adviserCode: string; name: string; points: number; sales: number }[];
  own: {
    position: number | null;
    points: number;
    sales: number;
    qualification: 'in' | 'grace' | 'out';
    lossReason: RaceLoss | null;
    salesByMonth: number[];
    cutoffPoints: number;
    distanceToCutoff: number;
  };
  updatedAt: Date;
}

/** Inside: a month of a bonus cycle, its top and the caller's standing. */
export interface BestSellerView {
  cycles: readonly BonusCycle[];
  cycleId: string;
  months: string[];
  month: string;
  from: string;
  to: string;
  top: {
    position: number;
    adviserCode: string;
    name: string;
    sales: number;
    amountCents: bigint;
    bonusCents: bigint;
  }[];
  own: { position: number | null; sales: number; amountCents: bigint; bonusCents: bigint; lossReason: RaceLoss | null };
}

const LOSS_WIRE: Record<RaceLoss, RaceLossWire> = {
  inactive: 'inactivo',
  blocked: 'bloqueado',
  ethics: 'etica',
  month_without_sales: 'mes_sin_ventas',
  grace_not_met: 'gracia_no_cumplida',
};
const QUALIFICATION_WIRE: Record<RaceView['own']['qualification'], RaceQualificationWire> = {
  in: 'en_carrera',
  grace: 'en_gracia',
  out: 'fuera',
};
const lossWire = (loss: RaceLoss | null) => (loss ? LOSS_WIRE[loss] : null);

const int = z.number().int();
const lossAnswer = z.enum(['inactivo', 'bloqueado', 'etica', 'mes_sin_ventas', 'gracia_no_cumplida']).nullable();

export const raceStandingAnswer = z.object({
  carrera: z.object({ id: z.string(), desde: z.string(), hasta: z.string(), meses: z.array(z.string()) }),
  top: z.array(z.object({ posicion: int, codigoAsesor: z.string(), nombre: z.string(), puntos: int, ventas: int })),
  propio: z.object({
    posicion: int.nullable(),
    puntos: int,
    ventas: int,
    calificacion: z.enum(['en_carrera', 'en_gracia', 'fuera']),
    motivo: lossAnswer,
    ventasPorMes: z.array(int),
    puntosCorte: int,
    distanciaCorte: int,
  }),
  actualizadoEn: z.string(),
}) satisfies z.ZodType<RaceStanding>;

export const raceStandingWire = (view: RaceView): RaceStanding => ({
  carrera: { id: view.race.id, desde: view.race.from, hasta: view.race.to, meses: view.race.months },
  top: view.top.map((row) => ({
    posicion: row.position,
    codigoAsesor: row.adviserCode,
    nombre: row.name,
    puntos: row.points,
    ventas: row.sales,
  })),
  propio: {
    posicion: view.own.position,
    puntos: view.own.points,
    ventas: view.own.sales,
    calificacion: QUALIFICATION_WIRE[view.own.qualification],
    motivo: lossWire(view.own.lossReason),
    ventasPorMes: view.own.salesByMonth,
    puntosCorte: view.own.cutoffPoints,
    distanciaCorte: view.own.distanceToCutoff,
  },
  actualizadoEn: view.updatedAt.toISOString(),
});

export const bestSellerStandingAnswer = z.object({
  ciclos: z.array(z.object({ id: z.string(), desde: z.string(), hasta: z.string() })),
  ciclo: z.string(),
  meses: z.array(z.string()),
  mes: z.string(),
  desde: z.string(),
  hasta: z.string(),
  top: z.array(
    z.object({
      posicion: int,
      codigoAsesor: z.string(),
      nombre: z.string(),
      ventas: int,
      monto: z.string(),
      bono: z.string(),
    }),
  ),
  propio: z.object({
    posicion: int.nullable(),
    ventas: int,
    monto: z.string(),
    bono: z.string(),
    motivo: lossAnswer,
  }),
}) satisfies z.ZodType<BestSellerStanding>;

export const bestSellerStandingWire = (view: BestSellerView): BestSellerStanding => ({
  ciclos: view.cycles.map((cycle) => ({ id: cycle.id, desde: cycle.from, hasta: cycle.to })),
  ciclo: view.cycleId,
  meses: view.months,
  mes: view.month,
  desde: view.from,
  hasta: view.to,
  top: view.top.map((row) => ({
    posicion: row.position,
    codigoAsesor: row.adviserCode,
    nombre: row.name,
    ventas: row.sales,
    monto: dec(row.amountCents),
    bono: dec(row.bonusCents),
  })),
  propio: {
    posicion: view.own.position,
    ventas: view.own.sales,
    monto: dec(view.own.amountCents),
    bono: dec(view.own.bonusCents),
    motivo: lossWire(view.own.lossReason),
  },
});
