import { DEFAULT_TERM_MONTHS } from '@vo/domain/config';
import { centsToDecimalString, parseAmountToCents } from '@vo/domain/money';
import { planRequestSchema, upgradeRequestSchema } from '@vo/domain/plans/plan.rules';
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

/** The format checks of the wire schema; the rules (10 %, the limits) are the server's, told on each simulation. */
export const planFormSchema = planRequestSchema.pick({ cuotaInicial: true, plazo: true });
export const upgradeFormSchema = upgradeRequestSchema.pick({ membresia: true, cuotaInicial: true, plazo: true });

/** Spec §9: a plan form starts at 48 months unless the server no longer offers that term. */
export function startingTerm(options: { plazos: readonly number[]; plazoPorDefecto: number }): number {
  return options.plazos.includes(DEFAULT_TERM_MONTHS) ? DEFAULT_TERM_MONTHS : options.plazoPorDefecto;
}

/** "1500,5" as typed → "1500.50" on the wire, so "1500.5" and "1500,50" are the same simulation. */
const wireInitial = (text: string) => centsToDecimalString(parseAmountToCents(text) ?? 0n);

/** The request a plan form stands for, or null while it cannot be one (nothing is simulated then). */
export function planRequestOf(idProducto: number, values: PlanValues): PlanRequest | null {
  // The schema coerces the term, and would read a missing one as 0.
  if (values.plazo === null) return null;
  const parsed = planRequestSchema.safeParse({ idProducto, ...values });
  return parsed.success ? { ...parsed.data, cuotaInicial: wireInitial(parsed.data.cuotaInicial) } : null;
}

export function upgradeRequestOf(idProducto: number, values: UpgradeValues): UpgradeRequest | null {
  if (!values.membresia || values.plazo === null) return null;
  const parsed = upgradeRequestSchema.safeParse({ idProducto, ...values });
  return parsed.success ? { ...parsed.data, cuotaInicial: wireInitial(parsed.data.cuotaInicial) } : null;
}

/** Refusals about the product rather than the numbers: no form can fix them, so they replace it. */
const BLOCKING = new Set(['plan.overdueFirst', 'plan.nothingToReconfigure', 'plan.notUpgradable', 'products.notFound']);

export function isBlockingRefusal(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && BLOCKING.has(error.envelope.code ?? '');
}
