import { RECOVERY_MAX_RECOGNISED_PERCENT } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { maxRecognisedCents, recognisedOn } from '@vo/domain/recovery-calculator/recovery.rules';
import type {
  RecoveryProduct,
  RecoveryProject,
  RecoveryVerification,
  ReversalsAnswer,
} from '@vo/domain/recovery-calculator/recovery.types';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import {
  freeLotsOf,
  isVerified,
  personInSubtree,
  projectsWithFreeLots,
  reversalInSubtree,
  reversalsOf,
} from './recovery.repo.ts';

/** Spec §2: the calculator is for verified advisers; anyone else is sent home by the page. */
export async function verifyRecovery(deps: AppDeps, session: SessionContext): Promise<RecoveryVerification> {
  return {
    verificado: session.role === 'adviser' && (await isVerified(deps.db, session.userId)),
    porcentajeMaximoMontoReconocido: RECOVERY_MAX_RECOGNISED_PERCENT,
  };
}

async function requireVerified(deps: AppDeps, session: SessionContext) {
  if (!(await isVerified(deps.db, session.userId))) throw new AppError('recovery.notVerified');
}

/**
 * The reversed sales of a customer of the caller's network. A document outside the network answers
 * exactly like one with no reversals: nothing says whether the person exists.
 */
export async function findReversals(deps: AppDeps, session: SessionContext, docId: string): Promise<ReversalsAnswer> {
  await requireVerified(deps, session);
  const person = await personInSubtree(deps.db, session.userId, docId);
  const reversals = person ? await reversalsOf(deps.db, person.userId) : [];
  if (!person || reversals.length === 0) throw new AppError('recovery.noReversals', 1, {}, { campo: 'docId' });
  return {
    datosCliente: { nombre: person.name, documento: person.documentNumber },
    porcentajeMaximoMontoReconocido: RECOVERY_MAX_RECOGNISED_PERCENT,
    reversiones: reversals.map((r) => ({
      idVentaRevertida: r.id,
      idEmpresa: r.companyId,
      empresa: r.companyName,
      descripcion: r.description,
      nroContrato: r.contractNumber,
      fechaVenta: r.soldOn,
      fechaReversion: r.revertedOn,
      moneda: r.currency,
      capitalPagado: dec(r.paidCapitalCents),
      montoMaximoReconocido: dec(maxRecognisedCents(r.paidCapitalCents)),
    })),
  };
}

async function reversalOf(
  deps: AppDeps,
  session: SessionContext,
  body: { idEmpresa: number; idVentaRevertida: number },
) {
  await requireVerified(deps, session);
  const reversal = await reversalInSubtree(deps.db, session.userId, body.idVentaRevertida, body.idEmpresa);
  if (!reversal) throw new AppError('recovery.reversalNotFound', 1, {}, { campo: 'idVentaRevertida' });
  return reversal;
}

/** The projects of the reversed sale's company that still have free lots. */
export async function recoveryProjects(
  deps: AppDeps,
  session: SessionContext,
  body: { idEmpresa: number; idVentaRevertida: number },
): Promise<RecoveryProject[]> {
  const reversal = await reversalOf(deps, session, body);
  const projects = await projectsWithFreeLots(deps.db, reversal.companyId);
  return projects.map((p) => ({ idProyecto: p.id, nombre: p.name, ciudad: p.city, lotesLibres: p.freeLots }));
}

/** The free lots of a project with what the reversal is worth on each and what is left to pay. */
export async function recoveryProducts(
  deps: AppDeps,
  session: SessionContext,
  body: { idEmpresa: number; idVentaRevertida: number; idProyecto: number },
): Promise<RecoveryProduct[]> {
  const reversal = await reversalOf(deps, session, body);
  const lots = await freeLotsOf(deps.db, reversal.companyId, body.idProyecto);
  if (lots.length === 0) throw new AppError('recovery.projectNotFound', 1, {}, { campo: 'idProyecto' });
  const max = maxRecognisedCents(reversal.paidCapitalCents);
  return lots.map((lot) => {
    const { recognisedCents, balanceCents } = recognisedOn(max, lot.priceCents);
    return {
      idLote: lot.id,
      descripcion: `Lote ${lot.number}, Manzano ${lot.block} — ${lot.projectName}`,
      superficie: lot.areaM2,
      moneda: lot.currency,
      precio: dec(lot.priceCents),
      montoReconocido: dec(recognisedCents),
      saldo: dec(balanceCents),
    };
  });
}
