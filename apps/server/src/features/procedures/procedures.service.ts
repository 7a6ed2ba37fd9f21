import { mayWithdraw, type ProcedureState, transitionRefusal } from '@vo/domain/procedures/procedure.rules';
import type {
  Procedure,
  ProcedureDetail,
  ProcedureMoved,
  StartProcedureInput,
} from '@vo/domain/procedures/procedures.wire';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { requireOwnProduct } from '../products/index.ts';
import {
  eventsOf,
  insertProcedure,
  lockProcedure,
  moveProcedureTo,
  ownProcedure,
  type ProcedureRow,
  proceduresOf,
} from './procedures.repo.ts';

type ProcedureWithProduct = {
  p: ProcedureRow;
  productDescription: string | null;
  contractNumber: string | null;
  lastNote: string;
};

const stateOf = (row: ProcedureRow) => row.state as ProcedureState;
const notFound = () => new AppError('procedures.notFound', 1, {}, { campo: 'idTramite' });

/** Procedures are a customer's (advisers are customers too); a cashier's account owns none (spec §1). */
function requireCustomer(session: SessionContext) {
  if (session.role === 'cashier') throw new AppError('platform.forbidden');
}

function procedureOf({ p, productDescription, contractNumber, lastNote }: ProcedureWithProduct): Procedure {
  return {
    id: p.id,
    kind: p.kind as Procedure['kind'],
    state: stateOf(p),
    productId: p.productId,
    product: productDescription ? { description: productDescription, contractNumber: contractNumber ?? '' } : null,
    detail: p.detail,
    lastNote,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    withdrawable: mayWithdraw(stateOf(p)),
  };
}

/** GET /tramites: the caller's own procedures, the latest first. */
export async function listProcedures(deps: AppDeps, session: SessionContext): Promise<Procedure[]> {
  requireCustomer(session);
  return (await proceduresOf(deps.db, session.userId)).map(procedureOf);
}

/** GET /tramites/detalle: one of the caller's own, with its history; someone else's answers as a missing one. */
export async function procedureDetail(
  deps: AppDeps,
  session: SessionContext,
  procedureId: number,
): Promise<ProcedureDetail> {
  requireCustomer(session);
  const row = await ownProcedure(deps.db, session.userId, procedureId);
  if (!row) throw notFound();
  const events = await eventsOf(deps.db, procedureId);
  return {
    ...procedureOf(row),
    history: events.map((e) => ({ state: e.state as ProcedureState, note: e.note, at: e.createdAt })),
  };
}

/**
 * POST /tramites, inside runOnce: only about one of the caller's own products (someone else's answers as
 * one that does not exist); the procedure and its first event are written together.
 */
export async function startProcedure(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  input: StartProcedureInput,
): Promise<ProcedureMoved> {
  requireCustomer(session);
  const { productId } = input;
  if (productId !== null) await requireOwnProduct(tx, session.userId, productId);
  const now = deps.clock.now();
  const row = await insertProcedure(tx, {
    userId: session.userId,
    productId,
    kind: input.kind,
    state: 'submitted',
    detail: input.detail,
    createdAt: now,
    updatedAt: now,
  });
  return { procedureId: row.id, state: 'submitted' };
}

/** POST /tramites/desistir, inside runOnce: the customer withdraws their own, while it is submitted or observed. */
export async function withdrawProcedure(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  procedureId: number,
): Promise<ProcedureMoved> {
  requireCustomer(session);
  const row = await lockProcedure(tx, procedureId, session.userId);
  if (!row) throw notFound();
  const refusal = transitionRefusal(stateOf(row), 'withdrawn', 'customer');
  if (refusal) throw new AppError(refusal);
  await moveProcedureTo(tx, row.id, 'withdrawn', '', deps.clock.now());
  return { procedureId: row.id, state: 'withdrawn' };
}
