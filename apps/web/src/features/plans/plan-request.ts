import { centsToDecimalString, parseLocaleAmount } from '@vo/domain/money';
import { planRequestSchema, termSchema, upgradeRequestSchema } from '@vo/domain/plans/plan.rules';
import { DEFAULT_TERM_MONTHS } from '@vo/domain/plans/plan-config';
import { z } from 'zod';
import { ApiFailure } from '../../lib/api-client.ts';
import type { PlanRequest, UpgradeRequest } from './plans-api.ts';

/** What the plan forms hold, as typed. */
export interface PlanValues {
  cuotaInicial: string;
  /** the term in months; null before the options arrive */
  plazo: number | null;
}

export interface UpgradeValues extends PlanValues {
  membresia: string;
}

/**
 * The initial amount as the person types it, read the way their language writes money ("1.728,58" in es,
 * "1,728.58" in en), as the payment's amount field reads it: one way of reading amounts everywhere money moves.
 */
const typedInitialSchema = (language: string) =>
  z
    .string({ error: 'plan.initialInvalid' })
    .trim()
    .refine((text) => parseLocaleAmount(text, language) !== null, { error: 'plan.initialInvalid' });

/** The format checks of the plan forms; the rules (10 %, the limits) are the server's, told on each simulation. */
export const planFormSchema = (language: string) =>
  z.object({ cuotaInicial: typedInitialSchema(language), plazo: termSchema });
export const upgradeFormSchema = (language: string) =>
  z.object({
    membresia: upgradeRequestSchema.shape.membresia,
    cuotaInicial: typedInitialSchema(language),
    plazo: termSchema,
  });

/** Spec §9: a plan form starts at 48 months unless the server no longer offers that term. */
export function startingTerm(options: { plazos: readonly number[]; plazoPorDefecto: number }): number {
  return options.plazos.includes(DEFAULT_TERM_MONTHS) ? DEFAULT_TERM_MONTHS : options.plazoPorDefecto;
}

/** "1.500,5" as typed in es → "1500.50" on the wire, so "1500.5" and "1.500,50" are the same simulation. */
const wireInitial = (text: string, language: string) => {
  const cents = parseLocaleAmount(text, language);
  return cents === null ? null : centsToDecimalString(cents);
};

/** The request a plan form stands for, or null while it cannot be one (nothing is simulated then). */
export function planRequestOf(idProducto: number, values: PlanValues, language: string): PlanRequest | null {
  // The schema coerces the term, and would read a missing one as 0.
  if (values.plazo === null) return null;
  const cuotaInicial = wireInitial(values.cuotaInicial ?? '', language);
  if (cuotaInicial === null) return null;
  const parsed = planRequestSchema.safeParse({ idProducto, ...values, cuotaInicial });
  return parsed.success ? parsed.data : null;
}

export function upgradeRequestOf(idProducto: number, values: UpgradeValues, language: string): UpgradeRequest | null {
  if (!values.membresia || values.plazo === null) return null;
  const cuotaInicial = wireInitial(values.cuotaInicial ?? '', language);
  if (cuotaInicial === null) return null;
  const parsed = upgradeRequestSchema.safeParse({ idProducto, ...values, cuotaInicial });
  return parsed.success ? parsed.data : null;
}

/** Refusals about the product rather than the numbers: no form can fix them, so they replace it. */
const BLOCKING = new Set(['plan.overdueFirst', 'plan.nothingToReconfigure', 'plan.notUpgradable', 'products.notFound']);

export function isBlockingRefusal(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && BLOCKING.has(error.envelope.code ?? '');
}
