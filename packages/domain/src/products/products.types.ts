/**
 * Wire shapes of the products calls (docs/decisions/0008). Amounts travel as decimal strings
 * ("1234.50") in the product's currency; dates of the schedule as YYYY-MM-DD (La Paz).
 */
export type ProductKind = 'lote' | 'casa' | 'membresia' | 'abono' | 'suscripcion';
export type InstalmentStateWire = 'PAGADA' | 'VENCIDA' | 'PENDIENTE';
export type PaymentStateWire = 'confirmado' | 'pendiente' | 'en_regularizacion' | 'expirado' | 'reembolsado';
export type PaymentMethodWire = 'tarjeta' | 'qr' | 'tarjeta_prepago' | 'billetera';

/** Payment methods inside (English) and on the wire. */
export const PAYMENT_METHOD_WIRE: Readonly<Record<string, PaymentMethodWire>> = {
  card: 'tarjeta',
  qr: 'qr',
  prepaid: 'tarjeta_prepago',
  wallet: 'billetera',
};

export interface ProductSummary {
  idProducto: number;
  tipo: ProductKind;
  descripcion: string;
  nroContrato: string;
  idEmpresa: number;
  empresa: string;
  /** brand suffix of the product-detail and payment routes */
  marca: string;
  moneda: string;
  precio: string;
  deudaTotal: string;
  deudaVencida: string;
  cuotasVencidas: number;
  proximaCuota: { nroCuota: number; fechaVencimiento: string; monto: string } | null;
  /** what the payment form offers first: everything overdue, else the next instalment */
  montoSugerido: string;
  /** spec §6/§9: QR payments are on and this company accepts them */
  qrDisponible: boolean;
  /** the progress bar's "15 of 48 paid": instalments with nothing left, and all of them (docs/decisions/0031) */
  cuotasPagadas: number;
  cuotasTotales: number;
}

export interface InstalmentRow {
  nroCuota: number;
  fechaVencimiento: string;
  monto: string;
  capital: string;
  interes: string;
  multas: string;
  gastos: string;
  formulario: string;
  pagado: string;
  saldo: string;
  estado: InstalmentStateWire;
  nroRecibo: string | null;
}

export interface PaymentRow {
  idPago: number;
  fecha: string;
  monto: string;
  metodo: PaymentMethodWire;
  estado: PaymentStateWire;
  nroRecibo: string | null;
  /** "VISA 1111" for a card payment */
  tarjeta: string | null;
  /** what was given back of it, or is on its way back (docs/decisions/0043); "0.00" when nothing */
  reembolsado: string;
  reembolsos: PaymentRefundRow[];
}

/** A refund as the customer sees it beside the payment: on its way back, or given back. */
export interface PaymentRefundRow {
  fecha: string;
  monto: string;
  estado: 'en_curso' | 'completado';
}

export interface ProductDetail extends ProductSummary {
  cuotas: InstalmentRow[];
  pagos: PaymentRow[];
  totales: {
    monto: string;
    capital: string;
    interes: string;
    multas: string;
    gastos: string;
    formulario: string;
    pagado: string;
  };
}

/** Payment states inside (English) and on the wire (spec names). */
export const PAYMENT_STATE_WIRE: Readonly<Record<string, PaymentStateWire>> = {
  confirmed: 'confirmado',
  pending: 'pendiente',
  regularising: 'en_regularizacion',
  expired: 'expirado',
  refunded: 'reembolsado',
};
