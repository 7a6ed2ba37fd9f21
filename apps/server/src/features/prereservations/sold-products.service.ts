import { MAX_PENDING_PRERESERVATIONS } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import type { SoldProductRow, SoldProducts } from '@vo/domain/prereservations/prereservation.schemas';
import type { AppDeps } from '../../platform/deps.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import type { ChosenPlan } from './prereservation-core.ts';
import { type PrereservationRow, pendingCount, prereservationsOf, salesOf } from './prereservations.repo.ts';

const WIRE_STATE: Record<PrereservationState, SoldProductRow['estado']> = {
  prereserved: 'prereservado',
  reserved: 'reservado',
  purchased: 'comprado',
  released: 'liberado',
};
const WIRE_KIND: Record<string, SoldProductRow['tipo']> = {
  lot: 'lote',
  membership: 'membresia',
  season_pass: 'abono',
};

function toRow(
  p: PrereservationRow,
  projectId: number | null,
  steps: { paso: string; fecha: string }[],
): SoldProductRow {
  const plan = p.plan as ChosenPlan;
  return {
    idPrereserva: p.id,
    tipo: WIRE_KIND[p.kind] ?? 'lote',
    estado: WIRE_STATE[p.state as PrereservationState] ?? 'liberado',
    descripcion: p.description,
    idLote: p.lotId,
    idProyecto: projectId,
    codigo: p.productCode,
    beneficiarios: Array.isArray(p.beneficiaries) ? p.beneficiaries.length : 0,
    cliente: p.customerName,
    documentoCliente: p.customerDocument,
    formaPago: plan.formaPago,
    precio: dec(p.priceCents),
    moneda: p.currency,
    fecha: p.createdAt.toISOString(),
    actualizado: p.updatedAt.toISOString(),
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
    prereservas: rows.map((r) => toRow(r.p, r.projectId, stepsOf(r.p.id))),
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
