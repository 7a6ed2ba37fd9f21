import { COMPANY_BRANDS, type FeatureFlags } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { qrAccepted } from '@vo/domain/payments/qr.rules';
import {
  type Instalment,
  instalmentState,
  outstandingTotal,
  type Statement,
  suggestedPayment,
  sumCharges,
} from '@vo/domain/products/instalments.rules';
import type {
  InstalmentRow,
  InstalmentStateWire,
  PaymentRow,
  ProductKind,
  ProductSummary,
} from '@vo/domain/products/products.types';
import { PAYMENT_METHOD_WIRE, PAYMENT_STATE_WIRE } from '@vo/domain/products/products.types';
import type { payments } from '../../db/schema/index.ts';
import type { OwnProduct } from '../../platform/product-accounts.repo.ts';

/** Inside, English; on the wire, the names of the spec (ARCHITECTURE §3): translated once, here. */
const KIND: Record<string, ProductKind> = {
  lot: 'lote',
  house: 'casa',
  membership: 'membresia',
  season_pass: 'abono',
  subscription: 'suscripcion',
};
const INSTALMENT_STATE: Record<ReturnType<typeof instalmentState>, InstalmentStateWire> = {
  paid: 'PAGADA',
  overdue: 'VENCIDA',
  pending: 'PENDIENTE',
};

/** What the list needs of a statement: computed by the database for the list, by statementOf for one product. */
export type DebtSummary = Pick<Statement, 'totalDebt' | 'overdueDebt' | 'overdueCount' | 'next'>;

export function productSummary(product: OwnProduct, statement: DebtSummary, flags: FeatureFlags): ProductSummary {
  return {
    idProducto: product.id,
    tipo: KIND[product.kind] ?? 'lote',
    descripcion: product.description,
    nroContrato: product.contractNumber,
    idEmpresa: product.companyId,
    empresa: product.companyName,
    marca: COMPANY_BRANDS[product.companyId] ?? 'oficina',
    moneda: product.currency,
    precio: dec(product.priceCents),
    deudaTotal: dec(statement.totalDebt),
    deudaVencida: dec(statement.overdueDebt),
    cuotasVencidas: statement.overdueCount,
    proximaCuota: statement.next
      ? { nroCuota: statement.next.number, fechaVencimiento: statement.next.dueDate, monto: dec(statement.next.amount) }
      : null,
    montoSugerido: dec(suggestedPayment(statement)),
    qrDisponible: qrAccepted(product.companyId, flags),
  };
}

export function instalmentRow(instalment: Instalment, receiptNumber: string | null, today: string): InstalmentRow {
  const { charged } = instalment;
  return {
    nroCuota: instalment.number,
    fechaVencimiento: instalment.dueDate,
    monto: dec(sumCharges(charged)),
    capital: dec(charged.capital),
    interes: dec(charged.interest),
    multas: dec(charged.fines),
    gastos: dec(charged.expenses),
    formulario: dec(charged.formFee),
    pagado: dec(sumCharges(instalment.paid)),
    saldo: dec(outstandingTotal(instalment)),
    estado: INSTALMENT_STATE[instalmentState(instalment, today)],
    nroRecibo: receiptNumber,
  };
}

export function paymentRow(payment: typeof payments.$inferSelect): PaymentRow {
  return {
    idPago: payment.id,
    fecha: payment.createdAt.toISOString(),
    monto: dec(payment.amountCents),
    metodo: PAYMENT_METHOD_WIRE[payment.method] ?? 'tarjeta',
    estado: PAYMENT_STATE_WIRE[payment.state] ?? 'pendiente',
    nroRecibo: payment.receiptNumber,
    tarjeta: payment.cardBrand ? `${payment.cardBrand.toUpperCase()} ${payment.cardLast4}` : null,
  };
}
