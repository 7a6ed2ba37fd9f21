import { mayWithdraw, type ProcedureState, transitionRefusal } from '@vo/domain/procedures/procedure.rules';
import {
  kindFromWire,
  PROCEDURE_KIND_WIRE,
  PROCEDURE_STATE_WIRE,
  type ProcedureDetailWire,
  type ProcedureWire,
  type StartProcedureRequest,
} from '@vo/domain/procedures/procedure.schemas';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import type { SessionContext } from '../../platform/sessions.ts';
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

function toWire({ p, productDescription, contractNumber, lastNote }: ProcedureWithProduct): ProcedureWire {
  return {
    idTramite: p.id,
    tipo: PROCEDURE_KIND_WIRE[p.kind as keyof typeof PROCEDURE_KIND_WIRE],
    estado: PROCEDURE_STATE_WIRE[stateOf(p)],
    idProducto: p.productId,
    producto: productDescription ? `${productDescription} · ${contractNumber}` : null,
    detalle: p.detail,
    nota: lastNote,
    creado: p.createdAt.toISOString(),
    actualizado: p.updatedAt.toISOString(),
    desistible: mayWithdraw(stateOf(p)),
  };
}

/** GET /tramites: the caller's own procedures, the latest first. */
export async function listProcedures(deps: AppDeps, session: SessionContext): Promise<ProcedureWire[]> {
  requireCustomer(session);
  return (await proceduresOf(deps.db, session.userId)).map(toWire);
}

/** GET /tramites/detalle: one of the caller's own, with its history; someone else's answers as a missing one. */
export async function procedureDetail(
  deps: AppDeps,
  session: SessionContext,
  procedureId: number,
): Promise<ProcedureDetailWire> {
  requireCustomer(session);
  const row = await ownProcedure(deps.db, session.userId, procedureId);
  if (!row) throw notFound();
  const events = await eventsOf(deps.db, procedureId);
  return {
    ...toWire(row),
    historial: events.map((e) => ({
      estado: PROCEDURE_STATE_WIRE[e.state as ProcedureState],
      nota: e.note,
      fecha: e.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /tramites, inside runOnce: only about one of the caller's own products (someone else's answers as
 * one that does not exist); the procedure and its first event are written together.
 */
export async function startProcedure(tx: Tx, deps: AppDeps, session: SessionContext, request: StartProcedureRequest) {
  requireCustomer(session);
  const productId = request.idProducto ?? null;
  if (productId !== null) await requireOwnProduct(tx, session.userId, productId);
  const now = deps.clock.now();
  const row = await insertProcedure(tx, {
    userId: session.userId,
    productId,
    kind: kindFromWire[request.tipo],
    state: 'submitted',
    detail: request.detalle,
    createdAt: now,
    updatedAt: now,
  });
  return { idTramite: row.id, estado: PROCEDURE_STATE_WIRE.submitted };
}

/** POST /tramites/desistir, inside runOnce: the customer withdraws their own, while it is submitted or observed. */
export async function withdrawProcedure(tx: Tx, deps: AppDeps, session: SessionContext, procedureId: number) {
  requireCustomer(session);
  const row = await lockProcedure(tx, procedureId, session.userId);
  if (!row) throw notFound();
  const refusal = transitionRefusal(stateOf(row), 'withdrawn', 'customer');
  if (refusal) throw new AppError(refusal);
  await moveProcedureTo(tx, row.id, 'withdrawn', '', deps.clock.now());
  return { idTramite: row.id, estado: PROCEDURE_STATE_WIRE.withdrawn };
}
