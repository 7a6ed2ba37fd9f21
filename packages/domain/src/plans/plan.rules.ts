import { z } from 'zod';
import { parseAmountToCents } from '../money.ts';
import { productIdSchema } from '../products/products.schemas.ts';
import {
  INITIAL_MEMBERSHIP_LIMIT_CENTS,
  MIN_INITIAL_PERCENT,
  NEW_PLAN_LIMIT_CENTS,
  NEW_PLAN_LIMIT_TERM_MONTHS,
  PLAN_TERMS_MONTHS,
} from './plan-config.ts';

export type PlanRefusal =
  | 'plan.initialInvalid'
  | 'plan.initialTooLow'
  | 'plan.initialTooHigh'
  | 'plan.initialAboveMembershipLimit'
  | 'plan.termInvalid'
  | 'plan.termLimit';

export interface PlanInput {
  /** what is financed before the initial amount: the product value, the capital left, or an upgrade's difference */
  valueCents: bigint;
  initialCents: bigint;
  termMonths: number;
  monthlyRateBp: number;
  /** memberships and their upgrades cap the initial amount (spec §9: 4478) */
  membership?: boolean;
}

export interface PlannedInstalment {
  number: number;
  capitalCents: bigint;
  interestCents: bigint;
}

export interface PlanSimulation {
  financedCents: bigint;
  monthlyFeeCents: bigint;
  totalInterestCents: bigint;
  instalments: PlannedInstalment[];
}

/** Spec §5: the initial amount is above 10% of the value and below the financed amount; the term is one offered. */
export function planRefusal(input: PlanInput): { key: PlanRefusal; field: 'cuotaInicial' | 'plazo' } | null {
  const { valueCents, initialCents, termMonths } = input;
  if (initialCents * 100n <= valueCents * BigInt(MIN_INITIAL_PERCENT))
    return { key: 'plan.initialTooLow', field: 'cuotaInicial' };
  if (initialCents >= valueCents) return { key: 'plan.initialTooHigh', field: 'cuotaInicial' };
  if (input.membership && initialCents > INITIAL_MEMBERSHIP_LIMIT_CENTS) {
    return { key: 'plan.initialAboveMembershipLimit', field: 'cuotaInicial' };
  }
  if (!PLAN_TERMS_MONTHS.includes(termMonths)) return { key: 'plan.termInvalid', field: 'plazo' };
  if (termMonths >= NEW_PLAN_LIMIT_TERM_MONTHS && valueCents - initialCents > NEW_PLAN_LIMIT_CENTS) {
    return { key: 'plan.termLimit', field: 'plazo' };
  }
  return null;
}

/**
 * Level monthly fee (French amortisation) on what is left after the initial amount. The exact
 * schedule is computed first; capital is then rounded to the cent on its running total, so the
 * parts always add up to exactly what is financed and no instalment ends the plan early. Each
 * instalment is the fee give or take a cent of rounding.
 */
export function simulatePlan(input: PlanInput): PlanSimulation {
  const financed = input.valueCents - input.initialCents;
  const rate = input.monthlyRateBp / 10_000;
  const n = input.termMonths;
  const principal = Number(financed);
  const fee = rate === 0 ? principal / n : (principal * rate) / (1 - (1 + rate) ** -n);
  let balance = principal;
  let exactPaid = 0;
  let capitalPaid = 0n;
  const instalments: PlannedInstalment[] = [];
  for (let number = 1; number <= n; number++) {
    const interest = balance * rate;
    const capital = fee - interest;
    balance -= capital;
    exactPaid += capital;
    const paidSoFar = number === n ? financed : BigInt(Math.min(Math.round(exactPaid), principal));
    const capitalCents = paidSoFar > capitalPaid ? paidSoFar - capitalPaid : 0n;
    capitalPaid += capitalCents;
    instalments.push({ number, capitalCents, interestCents: BigInt(Math.max(0, Math.round(interest))) });
  }
  return {
    financedCents: financed,
    monthlyFeeCents: BigInt(Math.round(fee)),
    totalInterestCents: instalments.reduce((total, i) => total + i.interestCents, 0n),
    instalments,
  };
}

/** An initial amount as typed: a decimal of the product's currency. */
export const initialAmountSchema = z
  .string({ error: 'plan.initialInvalid' })
  .trim()
  .refine((text) => parseAmountToCents(text) !== null, { error: 'plan.initialInvalid' });
/** A term in months (spec §9: the offered ones; the rules check which). */
export const termSchema = z.coerce.number({ error: 'plan.termInvalid' }).int({ error: 'plan.termInvalid' });
/** POST /plan/simular and /plan/reconfigurar */
export const planRequestSchema = z
  .object({ idProducto: productIdSchema, cuotaInicial: initialAmountSchema, plazo: termSchema })
  .strict();

/** POST /membresia/mejorar/simular and /membresia/mejorar */
export const upgradeRequestSchema = z
  .object({
    idProducto: productIdSchema,
    membresia: z.string({ error: 'plan.levelInvalid' }).max(40, { error: 'plan.levelInvalid' }),
    cuotaInicial: initialAmountSchema,
    plazo: termSchema,
  })
  .strict();

export interface PlanSimulationWire {
  valor: string;
  cuotaInicial: string;
  montoFinanciado: string;
  plazo: number;
  cuotaMensual: string;
  interesTotal: string;
}

export interface PlanChangeResult extends PlanSimulationWire {
  /** 'aplicado': the new schedule is in force; 'atencion_cliente': visit customer service for the addendum */
  resultado: 'aplicado' | 'atencion_cliente';
  idCambio: number | null;
}

/**
 * Spec §9 says "default initial fee 10 percent" and §5 "above 10% of the value": the form starts at
 * 10% rounded up to the next whole unit, one unit more when that is exactly 10% (decisions/0008).
 */
export function suggestedInitial(valueCents: bigint): bigint {
  const tenth = (valueCents * BigInt(MIN_INITIAL_PERCENT)) / 100n;
  const rounded = ((tenth + 99n) / 100n) * 100n;
  return rounded * 100n > valueCents * BigInt(MIN_INITIAL_PERCENT) ? rounded : rounded + 100n;
}

/** YYYY-MM-DD `months` later, on day min(day, 28) so every month has it. */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}
