import { MEMBERSHIP_LEVELS } from '@vo/domain/memberships/membership-config';
import { addMonthsToDate, type PlanSimulation } from '@vo/domain/plans/plan.rules';
import type { CheckedPlan } from '@vo/domain/plans/plans.wire';
import { addendumDocument } from '../../adapters/pdf/business-documents.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type OwnProduct, requireOwnProduct, scheduleOf, toInstalment } from '../products/index.ts';
import { insertPlanChange, type NewInstalment } from './plans.repo.ts';

// What a reconfiguration and an upgrade share: the owner's product and schedule, the new instalments, the addendum.

export async function ownProduct(db: Executor, session: SessionContext, productId: number, lock = false) {
  const product = await requireOwnProduct(db, session.userId, productId);
  const schedule = (await scheduleOf(db, product.id, { forUpdate: lock })).map(toInstalment);
  return { product, schedule };
}

/** The new instalments: the initial amount due on `firstDue`, then the monthly fees. */
export function newInstalments(
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

export async function recordChange(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  product: OwnProduct,
  change: CheckedPlan & { kind: 'reconfigure' | 'upgrade'; toLevel?: string; applied?: boolean },
): Promise<number> {
  const now = deps.clock.now();
  const applied = change.applied ?? true;
  const pdf = applied
    ? await renderPdf(
        addendumDocument({
          kind: change.kind,
          customerDocumentNumber: session.documentNumber,
          companyName: product.companyName,
          contractNumber: product.contractNumber,
          productDescription: product.description,
          toLevel: change.toLevel ? (MEMBERSHIP_LEVELS.find((l) => l.id === change.toLevel)?.name ?? '') : '',
          valueCents: change.input.valueCents,
          initialCents: change.input.initialCents,
          financedCents: change.simulation.financedCents,
          termMonths: change.input.termMonths,
          monthlyFeeCents: change.simulation.monthlyFeeCents,
          totalInterestCents: change.simulation.totalInterestCents,
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
