import { ADULT_AGE_YEARS, MAX_PENDING_PRERESERVATIONS, PLAN_MONTHLY_RATE_BP } from '@vo/domain/config';
import { centsToDecimalString as dec, parseAmountToCents } from '@vo/domain/money';
import type { PlanInput } from '@vo/domain/plans/plan.rules';
import {
  isAdult,
  mayPrereserveAnother,
  nextState,
  type PrereservationState,
  type PrereservationStep,
} from '@vo/domain/prereservations/prereservation.rules';
import type {
  LotPlanRequest,
  LotPlanSimulation,
  PrereservationRequest,
  SoldProductRow,
  SoldProducts,
} from '@vo/domain/prereservations/prereservation.schemas';
import { businessDateOf } from '@vo/domain/time';
import type { Executor, Tx } from '../../db/client.ts';
import { refreshProjectTotals } from '../../platform/catalogue.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByDocument } from '../../platform/people.repo.ts';
import { checkedPlan, planWire } from '../../platform/plan-simulation.ts';
import { recordSale } from '../../platform/sales.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { lotWithProject } from '../catalogue/catalogue.repo.ts';
import {
  cityInCountry,
  createCustomer,
  hasOverdueInstalments,
  insertPrereservation,
  lockAdviser,
  lockLot,
  ownPrereservation,
  type PrereservationRow,
  pendingCount,
  prereservationsOf,
  recordStep,
  salesOf,
  setLotState,
  setPrereservationState,
} from './prereservations.repo.ts';

/** What is stored of the plan chosen, and what a purchase records. */
interface ChosenPlan {
  formaPago: 'contado' | 'credito';
  cuotaInicial: string | null;
  plazo: number | null;
}

/** The credit plan of a lot at its price, after the rules of spec §5; null for cash. */
function lotCredit(priceCents: bigint, request: LotPlanRequest) {
  if (request.formaPago !== 'credito') return null;
  const input: PlanInput = {
    valueCents: priceCents,
    initialCents: parseAmountToCents(request.cuotaInicial ?? '') ?? 0n,
    termMonths: request.plazo ?? 0,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
  };
  return { input, simulation: checkedPlan(input) };
}

/** POST /lotes/simular: the price of a lot, cash or on credit (spec §2 /forma-pago/lote). */
export async function simulateLotPlan(deps: AppDeps, request: LotPlanRequest): Promise<LotPlanSimulation> {
  const found = await lotWithProject(deps.db, request.idLote);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  const credit = lotCredit(found.lot.priceCents, request);
  return {
    formaPago: request.formaPago,
    moneda: found.project.currency,
    precio: dec(found.lot.priceCents),
    credito: credit ? planWire(credit.input, credit.simulation) : null,
  };
}

const CUSTOMER_FIELD = (name: string) => ({ campo: `cliente.${name}` });

/** The checks of the buyer that need the database or today's date; the schema checked the rest. */
async function checkBuyer(tx: Executor, deps: AppDeps, request: PrereservationRequest) {
  const buyer = request.cliente;
  const today = businessDateOf(deps.clock.now());
  const birth = new Date(`${buyer.fechaNacimiento}T00:00:00Z`);
  if (
    Number.isNaN(birth.getTime()) ||
    birth.toISOString().slice(0, 10) !== buyer.fechaNacimiento ||
    buyer.fechaNacimiento > today
  )
    throw new AppError('prereservations.birthDateRequired', 1, {}, CUSTOMER_FIELD('fechaNacimiento'));
  if (!isAdult(buyer.fechaNacimiento, today))
    throw new AppError('prereservations.underAge', 1, { adultAge: ADULT_AGE_YEARS }, CUSTOMER_FIELD('fechaNacimiento'));
  if (!(await cityInCountry(tx, buyer.ciudadResidencia, buyer.paisResidencia)))
    throw new AppError('prereservations.cityRequired', 1, {}, CUSTOMER_FIELD('ciudadResidencia'));
}

const fullName = (c: PrereservationRequest['cliente']) =>
  [c.nombres, c.apellidoPaterno, c.apellidoMaterno].filter(Boolean).join(' ');

/**
 * POST /prereservas, inside runOnce: the lot is held for the buyer until the adviser reserves, sells
 * or releases it. The adviser's own lock makes the count of pending ones exact (a sixth is refused
 * even when two are sent at once); the lot's row lock makes two advisers pressing at once take turns,
 * and the second finds it held. A refusal writes nothing.
 */
export async function prereserve(tx: Tx, deps: AppDeps, session: SessionContext, request: PrereservationRequest) {
  await checkBuyer(tx, deps, request);
  await lockAdviser(tx, session.userId);
  if (!mayPrereserveAnother(await pendingCount(tx, session.userId)))
    throw new AppError('prereservations.tooMany', 1, { maxPending: MAX_PENDING_PRERESERVATIONS });
  const held = await lockLot(tx, request.idLote);
  if (!held) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  if (held.lot.state !== 'free') throw new AppError('prereservations.lotNotFree', 1, {}, { campo: 'idLote' });
  const credit = lotCredit(held.lot.priceCents, request);
  const plan: ChosenPlan = {
    formaPago: request.formaPago,
    cuotaInicial: credit ? dec(credit.input.initialCents) : null,
    plazo: credit ? credit.input.termMonths : null,
  };
  const now = deps.clock.now();
  const name = fullName(request.cliente);
  const existing = await findUserIdByDocument(tx, request.cliente.nroDocumento);
  const row = await insertPrereservation(tx, {
    lotId: held.lot.id,
    adviserUserId: session.userId,
    customerDocument: request.cliente.nroDocumento,
    customerName: name,
    customerData: request.cliente,
    customerUserId: existing,
    plan,
    state: 'prereserved',
    createdAt: now,
    updatedAt: now,
  });
  await setLotState(tx, held.lot.id, 'held');
  await refreshProjectTotals(tx, held.lot.projectId);
  await recordStep(tx, row.id, 'prereserve', session.userId, now);
  return { params: { name }, data: { idPrereserva: row.id, estado: 'prereservado' as const } };
}

/** A step on one of the adviser's own pre-reservations; another adviser's answers like a missing one. */
async function stepOn(tx: Tx, session: SessionContext, prereservationId: number, step: PrereservationStep) {
  const row = await ownPrereservation(tx, session.userId, prereservationId);
  if (!row) throw new AppError('prereservations.notFound', 1, {}, { campo: 'idPrereserva' });
  const next = nextState(row.state as PrereservationState, step);
  if (!next) throw new AppError('prereservations.stepNotAllowed');
  return { row, next };
}

/** POST /prereservas/liberar: the pre-reservation ends and the lot is free again. */
export async function release(tx: Tx, deps: AppDeps, session: SessionContext, prereservationId: number) {
  const { row, next } = await stepOn(tx, session, prereservationId, 'release');
  const held = await lockLot(tx, row.lotId);
  const now = deps.clock.now();
  await setPrereservationState(tx, row.id, next, now);
  await setLotState(tx, row.lotId, 'free');
  if (held) await refreshProjectTotals(tx, held.lot.projectId);
  await recordStep(tx, row.id, 'release', session.userId, now);
  return { idPrereserva: row.id, estado: 'liberado' as const };
}

/** POST /prereservas/reservar: spec §8 — a customer with overdue instalments may not reserve. */
export async function reserve(tx: Tx, deps: AppDeps, session: SessionContext, prereservationId: number) {
  const { row, next } = await stepOn(tx, session, prereservationId, 'reserve');
  const customer = row.customerUserId ?? (await findUserIdByDocument(tx, row.customerDocument));
  if (customer !== null && (await hasOverdueInstalments(tx, customer, businessDateOf(deps.clock.now()))))
    throw new AppError('prereservations.overdueCannotReserve');
  const now = deps.clock.now();
  await setPrereservationState(tx, row.id, next, now);
  await recordStep(tx, row.id, 'reserve', session.userId, now);
  return { idPrereserva: row.id, estado: 'reservado' as const };
}

/**
 * POST /prereservas/comprar: the lot is sold. The buyer gets an account if they had none (they set
 * its password through "forgot password"), joins the adviser's client network, and the sale counts
 * in the network totals and the race like any other, all in this transaction.
 */
export async function purchase(tx: Tx, deps: AppDeps, session: SessionContext, prereservationId: number) {
  const { row, next } = await stepOn(tx, session, prereservationId, 'purchase');
  const held = await lockLot(tx, row.lotId);
  if (!held) throw new AppError('catalogue.lotNotFound');
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const customerUserId =
    row.customerUserId ??
    (await findUserIdByDocument(tx, row.customerDocument)) ??
    (await createCustomer(tx, row, session.userId, today));
  const plan = row.plan as ChosenPlan;
  const saleId = await recordSale(
    tx,
    {
      productId: null,
      adviserUserId: session.userId,
      customerUserId,
      companyId: held.companyId,
      description: `${held.projectName} · ${held.lot.block}-${held.lot.number}`,
      contractNumber: `PR-${row.id}`,
      paymentKind: plan.formaPago === 'contado' ? 'cash' : 'credit',
      priceCents: held.lot.priceCents,
      currency: held.currency,
      soldOn: today,
    },
    today.slice(0, 7),
  );
  await setPrereservationState(tx, row.id, next, now, saleId);
  await setLotState(tx, row.lotId, 'sold');
  await refreshProjectTotals(tx, held.lot.projectId);
  await recordStep(tx, row.id, 'purchase', session.userId, now);
  return { idPrereserva: row.id, estado: 'comprado' as const };
}

const WIRE_STATE: Record<PrereservationState, SoldProductRow['estado']> = {
  prereserved: 'prereservado',
  reserved: 'reservado',
  purchased: 'comprado',
  released: 'liberado',
};

function toRow(
  r: {
    p: PrereservationRow;
    lot: { id: number; block: string; number: string; projectId: number; priceCents: bigint };
  },
  projectName: string,
  currency: string,
  steps: { paso: string; fecha: string }[],
): SoldProductRow {
  const plan = r.p.plan as ChosenPlan;
  return {
    idPrereserva: r.p.id,
    estado: WIRE_STATE[r.p.state as PrereservationState] ?? 'liberado',
    idLote: r.lot.id,
    lote: `${r.lot.block}-${r.lot.number}`,
    proyecto: projectName,
    idProyecto: r.lot.projectId,
    cliente: r.p.customerName,
    documentoCliente: r.p.customerDocument,
    formaPago: plan.formaPago,
    precio: dec(r.lot.priceCents),
    moneda: currency,
    fecha: r.p.createdAt.toISOString(),
    actualizado: r.p.updatedAt.toISOString(),
    pasos: steps,
  };
}

/** GET /ventas/productos: the adviser's own pre-reservations at every step, and their other sales. */
export async function soldProducts(deps: AppDeps, session: SessionContext): Promise<SoldProducts> {
  const [{ rows, steps }, saleRows, pending] = await Promise.all([
    prereservationsOf(deps.db, session.userId),
    salesOf(deps.db, session.userId),
    pendingCount(deps.db, session.userId),
  ]);
  const stepsOf = (id: number) =>
    steps.filter((s) => s.prereservationId === id).map((s) => ({ paso: s.step, fecha: s.at.toISOString() }));
  return {
    prereservas: rows.map((r) => toRow(r, r.projectName, r.currency, stepsOf(r.p.id))),
    pendientes: pending,
    maximoPendientes: MAX_PENDING_PRERESERVATIONS,
    ventas: saleRows.map(({ sale, customerName }) => ({
      descripcion: sale.description,
      contrato: sale.contractNumber,
      cliente: customerName,
      fecha: sale.soldOn,
      formaPago: sale.paymentKind === 'cash' ? 'contado' : 'credito',
      precio: dec(sale.priceCents),
    })),
  };
}
