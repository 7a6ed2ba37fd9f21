import { maxRecognisedCents, recognisedOn } from '@vo/domain/recovery-calculator/recovery.rules';
import type {
  CustomerReversals,
  LotRecovery,
  ProjectWithFreeLots,
  RecoveryAccess,
} from '@vo/domain/recovery-calculator/recovery.wire';
import { RECOVERY_MAX_RECOGNISED_PERCENT } from '@vo/domain/recovery-calculator/recovery-config';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  freeLotsOf,
  isVerified,
  personInSubtree,
  projectsWithFreeLots,
  reversalInSubtree,
  reversalsOf,
} from './recovery.repo.ts';

/** Spec §2: the calculator is for verified advisers; anyone else is sent home by the page. */
export async function verifyRecovery(deps: AppDeps, session: SessionContext): Promise<RecoveryAccess> {
  return {
    verified: session.role === 'adviser' && (await isVerified(deps.db, session.userId)),
    maxRecognisedPercent: RECOVERY_MAX_RECOGNISED_PERCENT,
  };
}

async function requireVerified(deps: AppDeps, session: SessionContext) {
  if (!(await isVerified(deps.db, session.userId))) throw new AppError('recovery.notVerified');
}

/**
 * The reversed sales of a customer of the caller's network. A document outside the network answers
 * exactly like one with no reversals: nothing says whether the person exists.
 */
export async function findReversals(
  deps: AppDeps,
  session: SessionContext,
  documentNumber: string,
): Promise<CustomerReversals> {
  await requireVerified(deps, session);
  const person = await personInSubtree(deps.db, session.userId, documentNumber);
  const reversals = person ? await reversalsOf(deps.db, person.userId) : [];
  if (!person || reversals.length === 0) throw new AppError('recovery.noReversals', 1, {}, { campo: 'docId' });
  return {
    customer: { fullName: person.name, documentNumber: person.documentNumber },
    maxRecognisedPercent: RECOVERY_MAX_RECOGNISED_PERCENT,
    reversals: reversals.map((r) => ({ ...r, maxRecognisedCents: maxRecognisedCents(r.paidCapitalCents) })),
  };
}

async function reversalOf(deps: AppDeps, session: SessionContext, choice: { companyId: number; reversalId: number }) {
  await requireVerified(deps, session);
  const reversal = await reversalInSubtree(deps.db, session.userId, choice.reversalId, choice.companyId);
  if (!reversal) throw new AppError('recovery.reversalNotFound', 1, {}, { campo: 'idVentaRevertida' });
  return reversal;
}

/** The projects of the reversed sale's company that can be sold (the catalogue's rule) and still have free lots. */
export async function recoveryProjects(
  deps: AppDeps,
  session: SessionContext,
  choice: { companyId: number; reversalId: number },
): Promise<ProjectWithFreeLots[]> {
  const reversal = await reversalOf(deps, session, choice);
  return projectsWithFreeLots(deps.db, reversal.companyId);
}

/** The free lots of a project with what the reversal is worth on each and what is left to pay. */
export async function recoveryProducts(
  deps: AppDeps,
  session: SessionContext,
  choice: { companyId: number; reversalId: number; projectId: number },
): Promise<LotRecovery[]> {
  const reversal = await reversalOf(deps, session, choice);
  const lots = await freeLotsOf(deps.db, reversal.companyId, choice.projectId);
  if (lots.length === 0) throw new AppError('recovery.projectNotFound', 1, {}, { campo: 'idProyecto' });
  const max = maxRecognisedCents(reversal.paidCapitalCents);
  return lots.map((lot) => {
    const { recognisedCents, balanceCents } = recognisedOn(max, lot.priceCents);
    return {
      lotId: lot.id,
      description: `Lote ${lot.number}, Manzano ${lot.block} — ${lot.projectName}`,
      areaM2: lot.areaM2,
      currency: lot.currency,
      priceCents: lot.priceCents,
      recognisedCents,
      balanceCents,
    };
  });
}
