import { DEFAULT_TERM_MONTHS, MEMBERSHIP_LEVELS, PLAN_MONTHLY_RATE_BP, PLAN_TERMS_MONTHS } from '@vo/domain/config';
import { centsToDecimalString as dec, parseAmountToCents } from '@vo/domain/money';
import {
  addMonthsToDate,
  type PlanChangeResult,
  type PlanInput,
  type PlanSimulation,
  type planRequestSchema,
  suggestedInitial,
  type upgradeRequestSchema,
} from '@vo/domain/plans/plan.rules';
import { type Instalment, instalmentState, sumCharges } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import { addendumDocument } from '../../adapters/pdf/business-documents.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import { checkedPlan, planWire } from '../../platform/plan-simulation.ts';
import { type OwnProduct, scheduleOf, toInstalment } from '../../platform/product-accounts.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import {
  addInstalments,
  insertPlanChange,
  type NewInstalment,
  removeInstalments,
  updateProduct,
} from './plans.repo.ts';

type PlanRequest = z.output<typeof planRequestSchema>;
type UpgradeRequest = z.output<typeof upgradeRequestSchema>;

async function ownProduct(db: Executor, session: SessionContext, productId: number, lock = false) {
  const product = await requireOwnProduct(db, session.userId, productId);
  const schedule = (await scheduleOf(db, product.id, { forUpdate: lock })).map(toInstalment);
  return { product, schedule };
}

/** The instalments a new plan replaces: future ones nobody has paid anything of yet. */
function replaceable(schedule: Instalment[], today: string) {
  return schedule.filter((i) => i.dueDate >= today && sumCharges(i.paid) === 0n);
}

/** The new instalments: the initial amount due on `firstDue`, then the monthly fees. */
function newInstalments(
  productId: number,
  firstNumber: number,
  firstDue: string,
  initial: bigint,
  plan: PlanSimulation,
): NewInstalment[] {
  const row = (number: number, dueDate: string, capital: bigint, interest: bigint): NewInstalment => ({
    productId,
    number,
    dueDate,
    capitalCents: capital,
    interestCents: interest,
    finesCents: 0n,
    expensesCents: 0n,
    formFeeCents: 0n,
  });
  return [
    row(firstNumber, firstDue, initial, 0n),
    ...plan.instalments.map((i) =>
      row(firstNumber + i.number, addMonthsToDate(firstDue, i.number), i.capitalCents, i.interestCents),
    ),
  ];
}

const initialOf = (text: string) => parseAmountToCents(text) ?? 0n;

/** GET /plan/opciones: what a reconfiguration would finance, and the form's starting values. */
export async function planOptions(deps: AppDeps, session: SessionContext, productId: number) {
  const { schedule } = await ownProduct(deps.db, session, productId);
  const value = replaceable(schedule, businessDateOf(deps.clock.now())).reduce((t, i) => t + i.charged.capital, 0n);
  return {
    valor: dec(value),
    cuotaInicialSugerida: dec(value > 0n ? suggestedInitial(value) : 0n),
    plazos: PLAN_TERMS_MONTHS,
    plazoPorDefecto: DEFAULT_TERM_MONTHS,
  };
}

/** POST /plan/simular, and the first half of /plan/reconfigurar. */
async function reconfiguration(
  db: Executor,
  deps: AppDeps,
  session: SessionContext,
  request: PlanRequest,
  lock: boolean,
) {
  const { product, schedule } = await ownProduct(db, session, request.idProducto, lock);
  const today = businessDateOf(deps.clock.now());
  if (schedule.some((i) => instalmentState(i, today) === 'overdue')) throw new AppError('plan.overdueFirst');
  const replaced = replaceable(schedule, today);
  if (replaced.length === 0) throw new AppError('plan.nothingToReconfigure');
  const input: PlanInput = {
    valueCents: replaced.reduce((t, i) => t + i.charged.capital, 0n),
    initialCents: initialOf(request.cuotaInicial),
    termMonths: request.plazo,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
  };
  return { product, schedule, replaced, input, simulation: checkedPlan(input), today };
}

export async function simulateReconfiguration(deps: AppDeps, session: SessionContext, request: PlanRequest) {
  const { input, simulation } = await reconfiguration(deps.db, deps, session, request, false);
  return planWire(input, simulation);
}

/**
 * POST /plan/reconfigurar, inside runOnce: the future unpaid instalments give way to the new plan
 * (its initial amount due on the first replaced date), with an addendum, in one transaction.
 */
export async function reconfigurePlan(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: PlanRequest,
): Promise<PlanChangeResult> {
  const { product, schedule, replaced, input, simulation } = await reconfiguration(tx, deps, session, request, true);
  const kept = schedule.filter((i) => !replaced.includes(i));
  const firstNumber = Math.max(0, ...kept.map((i) => i.number)) + 1;
  await removeInstalments(
    tx,
    replaced.map((i) => i.id),
  );
  await addInstalments(
    tx,
    newInstalments(product.id, firstNumber, replaced[0]!.dueDate, input.initialCents, simulation),
  );
  const id = await recordChange(tx, deps, session, product, { kind: 'reconfigure', input, simulation });
  return { ...planWire(input, simulation), resultado: 'aplicado', idCambio: id };
}

async function recordChange(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  product: OwnProduct,
  change: {
    kind: 'reconfigure' | 'upgrade';
    input: PlanInput;
    simulation: PlanSimulation;
    toLevel?: string;
    applied?: boolean;
  },
) {
  const now = deps.clock.now();
  const applied = change.applied ?? true;
  const pdf = applied
    ? await renderPdf(
        addendumDocument({
          kind: change.kind,
          customerCi: session.ci,
          companyName: product.companyName,
          contractNumber: product.contractNumber,
          productDescription: product.description,
          toLevel: change.toLevel ? (MEMBERSHIP_LEVELS.find((l) => l.id === change.toLevel)?.name ?? '') : '',
          ...planWire(change.input, change.simulation),
          signedAt: now,
        }),
        now,
      )
    : null;
  return insertPlanChange(tx, {
    userId: session.userId,
    productId: product.id,
    kind: change.kind,
    state: applied ? 'applied' : 'customer_service',
    valueCents: change.input.valueCents,
    initialCents: change.input.initialCents,
    termMonths: change.input.termMonths,
    monthlyFeeCents: change.simulation.monthlyFeeCents,
    fromLevel: product.membershipLevel,
    toLevel: change.toLevel ?? null,
    addendumPdf: pdf,
    createdAt: now,
  });
}

function levelIndex(level: string | null | undefined): number {
  return MEMBERSHIP_LEVELS.findIndex((l) => l.id === level);
}

/** GET /membresia/mejorar/opciones: the higher memberships and what each one costs on top. */
export async function upgradeOptions(deps: AppDeps, session: SessionContext, productId: number) {
  const { product } = await ownProduct(deps.db, session, productId);
  const current = levelIndex(product.membershipLevel);
  if (product.kind !== 'membership' || current < 0) throw new AppError('plan.notUpgradable');
  const base = MEMBERSHIP_LEVELS[current]!;
  return {
    actual: { membresia: base.id, nombre: base.name },
    opciones: MEMBERSHIP_LEVELS.slice(current + 1).map((level) => {
      const difference = level.priceCents - base.priceCents;
      return {
        membresia: level.id,
        nombre: level.name,
        diferencia: dec(difference),
        cuotaInicialSugerida: dec(suggestedInitial(difference)),
      };
    }),
    plazos: PLAN_TERMS_MONTHS,
    plazoPorDefecto: DEFAULT_TERM_MONTHS,
  };
}

async function upgrade(db: Executor, _deps: AppDeps, session: SessionContext, request: UpgradeRequest, lock: boolean) {
  const { product, schedule } = await ownProduct(db, session, request.idProducto, lock);
  const current = levelIndex(product.membershipLevel);
  if (product.kind !== 'membership' || current < 0) throw new AppError('plan.notUpgradable');
  const target = levelIndex(request.membresia);
  if (target <= current) throw new AppError('plan.levelInvalid', 1, {}, { campo: 'membresia' });
  const input: PlanInput = {
    valueCents: MEMBERSHIP_LEVELS[target]!.priceCents - MEMBERSHIP_LEVELS[current]!.priceCents,
    initialCents: initialOf(request.cuotaInicial),
    termMonths: request.plazo,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership: true,
  };
  return { product, schedule, input, simulation: checkedPlan(input), level: MEMBERSHIP_LEVELS[target]! };
}

export async function simulateUpgrade(deps: AppDeps, session: SessionContext, request: UpgradeRequest) {
  const { input, simulation } = await upgrade(deps.db, deps, session, request, false);
  return planWire(input, simulation);
}

/**
 * POST /membresia/mejorar, inside runOnce. Spec §4: the upgrade ends in success (the membership
 * changes, the difference is financed with an addendum) or, when the product has overdue
 * instalments, in the warning to visit customer service; that request is recorded for them.
 */
export async function upgradeMembership(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: UpgradeRequest,
): Promise<PlanChangeResult> {
  const { product, schedule, input, simulation, level } = await upgrade(tx, deps, session, request, true);
  const today = businessDateOf(deps.clock.now());
  if (schedule.some((i) => instalmentState(i, today) === 'overdue')) {
    const id = await recordChange(tx, deps, session, product, {
      kind: 'upgrade',
      input,
      simulation,
      toLevel: level.id,
      applied: false,
    });
    return { ...planWire(input, simulation), resultado: 'atencion_cliente', idCambio: id };
  }
  const firstNumber = Math.max(0, ...schedule.map((i) => i.number)) + 1;
  await addInstalments(tx, newInstalments(product.id, firstNumber, today, input.initialCents, simulation));
  await updateProduct(tx, product.id, {
    membershipLevel: level.id,
    description: product.description.replace(
      MEMBERSHIP_LEVELS.find((l) => l.id === product.membershipLevel)!.name,
      level.name,
    ),
    priceCents: product.priceCents + input.valueCents,
  });
  const id = await recordChange(tx, deps, session, product, { kind: 'upgrade', input, simulation, toLevel: level.id });
  return { ...planWire(input, simulation), resultado: 'aplicado', idCambio: id };
}
