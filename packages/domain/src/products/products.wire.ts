import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import type { Statement } from './instalments.rules.ts';
import { productQuerySchema } from './products.schemas.ts';
import type { ProductKind, ProductSummary } from './products.types.ts';

/*
 * The products' wire (docs/decisions/0008, 0020): amounts as decimal strings in the product's currency,
 * schedule dates as YYYY-MM-DD (La Paz), instants as ISO strings; inside, cents, dates and English names.
 */

export const productRequest = productQuerySchema.transform((query) => ({ productId: query.idProducto }));

/** Inside: what a customer is told of one of their products. */
export interface ProductFacts {
  id: number;
  /** lot, house, membership, season_pass, subscription */
  kind: string;
  description: string;
  contractNumber: string;
  companyId: number;
  companyName: string;
  currency: string;
  priceCents: bigint;
}

/** What the list needs of a statement: computed by the database for the list, by statementOf for one product. */
export type DebtSummary = Pick<
  Statement,
  'totalDebt' | 'overdueDebt' | 'overdueCount' | 'next' | 'paidCount' | 'instalmentCount'
>;

export interface ProductStanding {
  product: ProductFacts;
  /** brand suffix of the product-detail and payment routes */
  brand: string;
  debt: DebtSummary;
  /** what the payment form offers first: everything overdue, else the next instalment */
  suggestedCents: bigint;
  qrAvailable: boolean;
}

const KIND: Record<string, ProductKind> = {
  lot: 'lote',
  house: 'casa',
  membership: 'membresia',
  season_pass: 'abono',
  subscription: 'suscripcion',
};

/** An amount as the wire writes it: a decimal string ("1234.50"). */
export const money = z.string();
export const productSummaryAnswer = z.object({
  idProducto: z.number().int(),
  tipo: z.enum(['lote', 'casa', 'membresia', 'abono', 'suscripcion']),
  descripcion: z.string(),
  nroContrato: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  marca: z.string(),
  moneda: z.string(),
  precio: money,
  deudaTotal: money,
  deudaVencida: money,
  cuotasVencidas: z.number().int(),
  proximaCuota: z.object({ nroCuota: z.number().int(), fechaVencimiento: z.string(), monto: money }).nullable(),
  montoSugerido: money,
  qrDisponible: z.boolean(),
  cuotasPagadas: z.number().int(),
  cuotasTotales: z.number().int(),
}) satisfies z.ZodType<ProductSummary>;

export const productListAnswer = z.object({ productos: z.array(productSummaryAnswer) });

export function productSummaryWire(standing: ProductStanding): ProductSummary {
  const { product, debt } = standing;
  return {
    idProducto: product.id,
    tipo: KIND[product.kind] ?? 'lote',
    descripcion: product.description,
    nroContrato: product.contractNumber,
    idEmpresa: product.companyId,
    empresa: product.companyName,
    marca: standing.brand,
    moneda: product.currency,
    precio: dec(product.priceCents),
    deudaTotal: dec(debt.totalDebt),
    deudaVencida: dec(debt.overdueDebt),
    cuotasVencidas: debt.overdueCount,
    proximaCuota: debt.next
      ? { nroCuota: debt.next.number, fechaVencimiento: debt.next.dueDate, monto: dec(debt.next.amount) }
      : null,
    montoSugerido: dec(standing.suggestedCents),
    qrDisponible: standing.qrAvailable,
    cuotasPagadas: debt.paidCount,
    cuotasTotales: debt.instalmentCount,
  };
}

export const productListWire = (products: ProductStanding[]) => ({ productos: products.map(productSummaryWire) });
