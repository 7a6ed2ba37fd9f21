import { z } from 'zod';
import { centsToDecimalString as dec, parseAmountToCents } from '../money.ts';
import {
  type PlanChangeResult,
  type PlanInput,
  type PlanSimulation,
  type PlanSimulationWire,
  planRequestSchema,
  upgradeRequestSchema,
} from './plan.rules.ts';

/*
 * The plans' wire (spec §2, §5; docs/decisions/0008, 0020): a new plan for a product, and a membership
 * upgrade. Amounts are decimal strings on the wire and cents inside, from the request schema on.
 */

/** An initial amount the schema accepted (initialAmountSchema), as cents. */
export const initialCentsOf = (text: string): bigint => parseAmountToCents(text)!;

/** POST /plan/simular and /plan/reconfigurar */
export const planChangeRequest = planRequestSchema.transform((body) => ({
  productId: body.idProducto,
  initialCents: initialCentsOf(body.cuotaInicial),
  termMonths: body.plazo,
}));

/** POST /membresia/mejorar/simular and /membresia/mejorar */
export const upgradeRequest = upgradeRequestSchema.transform((body) => ({
  productId: body.idProducto,
  level: body.membresia,
  initialCents: initialCentsOf(body.cuotaInicial),
  termMonths: body.plazo,
}));

/** Inside: a plan that passed the rules of spec §5, and what it comes to. */
export interface CheckedPlan {
  input: PlanInput;
  simulation: PlanSimulation;
}

/** Inside: a new plan recorded, in force or waiting for customer service (spec §4). */
export interface PlanChange {
  plan: CheckedPlan;
  applied: boolean;
  changeId: number;
}

/** Inside: what a reconfiguration would finance, and the form's starting values. */
export interface PlanOptions {
  valueCents: bigint;
  suggestedInitialCents: bigint;
  terms: readonly number[];
  defaultTerm: number;
}

/** Inside: the higher memberships and what each costs on top of the current one. */
export interface UpgradeOptions {
  current: { level: string; name: string };
  options: { level: string; name: string; differenceCents: bigint; suggestedInitialCents: bigint }[];
  terms: readonly number[];
  defaultTerm: number;
}

const planSimulationFields = {
  valor: z.string(),
  cuotaInicial: z.string(),
  montoFinanciado: z.string(),
  plazo: z.number().int(),
  cuotaMensual: z.string(),
  interesTotal: z.string(),
};
export const planSimulationAnswer = z.object(planSimulationFields) satisfies z.ZodType<PlanSimulationWire>;

export const planSimulationWire = ({ input, simulation }: CheckedPlan): PlanSimulationWire => ({
  valor: dec(input.valueCents),
  cuotaInicial: dec(input.initialCents),
  montoFinanciado: dec(simulation.financedCents),
  plazo: input.termMonths,
  cuotaMensual: dec(simulation.monthlyFeeCents),
  interesTotal: dec(simulation.totalInterestCents),
});

export const planChangeAnswer = z.object({
  ...planSimulationFields,
  resultado: z.enum(['aplicado', 'atencion_cliente']),
  idCambio: z.number().int().nullable(),
}) satisfies z.ZodType<PlanChangeResult>;

export const planChangeWire = (change: PlanChange): PlanChangeResult => ({
  ...planSimulationWire(change.plan),
  resultado: change.applied ? 'aplicado' : 'atencion_cliente',
  idCambio: change.changeId,
});

const termsAnswer = { plazos: z.array(z.number().int()), plazoPorDefecto: z.number().int() };

export const planOptionsAnswer = z.object({ valor: z.string(), cuotaInicialSugerida: z.string(), ...termsAnswer });
export type PlanOptionsWire = z.output<typeof planOptionsAnswer>;

export const planOptionsWire = (options: PlanOptions): PlanOptionsWire => ({
  valor: dec(options.valueCents),
  cuotaInicialSugerida: dec(options.suggestedInitialCents),
  plazos: [...options.terms],
  plazoPorDefecto: options.defaultTerm,
});

const upgradeOptionAnswer = z.object({
  membresia: z.string(),
  nombre: z.string(),
  /** what the higher membership costs on top of the current one: what the upgrade finances */
  diferencia: z.string(),
  cuotaInicialSugerida: z.string(),
});
export type UpgradeOptionWire = z.output<typeof upgradeOptionAnswer>;

export const upgradeOptionsAnswer = z.object({
  actual: z.object({ membresia: z.string(), nombre: z.string() }),
  opciones: z.array(upgradeOptionAnswer),
  ...termsAnswer,
});
export type UpgradeOptionsWire = z.output<typeof upgradeOptionsAnswer>;

export const upgradeOptionsWire = (options: UpgradeOptions): UpgradeOptionsWire => ({
  actual: { membresia: options.current.level, nombre: options.current.name },
  opciones: options.options.map((option) => ({
    membresia: option.level,
    nombre: option.name,
    diferencia: dec(option.differenceCents),
    cuotaInicialSugerida: dec(option.suggestedInitialCents),
  })),
  plazos: [...options.terms],
  plazoPorDefecto: options.defaultTerm,
});
