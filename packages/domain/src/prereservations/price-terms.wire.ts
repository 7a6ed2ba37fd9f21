import { z } from 'zod';
import type { HouseDue, HouseDueKind, HouseSchedule } from '../catalogue/house-schedule.rules.ts';
import type { TravelLandDiscount } from '../catalogue/travel-land-discount.rules.ts';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';

/*
 * What a price is made of, as a simulation answers it and a pre-reservation keeps it (docs/decisions/0024):
 * the list price, the season pass's travel/land discount as its own line, and a house's dues (spec §9).
 * Spanish and decimal strings on the wire and in the row's plan record; cents and English inside.
 */

/** Inside: the discount taken off a list price. */
export type AppliedDiscount = TravelLandDiscount & { cents: bigint };

const DUE_KIND_WIRE = { initial: 'inicial', balance: 'saldo_inicial', direct: 'cuota' } as const satisfies Record<
  HouseDueKind,
  string
>;
const DUE_KIND_INSIDE = { inicial: 'initial', saldo_inicial: 'balance', cuota: 'direct' } as const;

const int = z.number().int();

export const discountAnswer = z.object({ porcentaje: int, monto: z.string(), hasta: z.string() });
export type DiscountWire = z.output<typeof discountAnswer>;

export const houseScheduleAnswer = z.object({
  inicial: z.string(),
  cuotas: z.array(
    z.object({
      concepto: z.enum(['inicial', 'saldo_inicial', 'cuota']),
      numero: int,
      monto: z.string(),
      vence: z.string(),
    }),
  ),
  saldoBanco: z.string(),
});
export type HouseScheduleWire = z.output<typeof houseScheduleAnswer>;

export const discountWire = (discount: AppliedDiscount): DiscountWire => ({
  porcentaje: discount.percent,
  monto: dec(discount.cents),
  hasta: discount.until,
});

export const discountOf = (wire: DiscountWire): AppliedDiscount => ({
  percent: wire.porcentaje,
  cents: parseAmountToCents(wire.monto) ?? 0n,
  until: wire.hasta,
});

export const houseScheduleWire = (schedule: HouseSchedule): HouseScheduleWire => ({
  inicial: dec(schedule.initialCents),
  cuotas: schedule.dues.map((due) => ({
    concepto: DUE_KIND_WIRE[due.kind],
    numero: due.number,
    monto: dec(due.amountCents),
    vence: due.dueOn,
  })),
  saldoBanco: dec(schedule.bankCents),
});

export const houseScheduleOf = (wire: HouseScheduleWire): HouseSchedule => ({
  initialCents: parseAmountToCents(wire.inicial) ?? 0n,
  dues: wire.cuotas.map(
    (due): HouseDue => ({
      kind: DUE_KIND_INSIDE[due.concepto],
      number: due.numero,
      amountCents: parseAmountToCents(due.monto) ?? 0n,
      dueOn: due.vence,
    }),
  ),
  bankCents: parseAmountToCents(wire.saldoBanco) ?? 0n,
});
