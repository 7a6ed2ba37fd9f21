import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type { ReceiptDocument } from '@vo/domain/payments/payments.schemas';
import { statementOf, sumCharges } from '@vo/domain/products/instalments.rules';
import type { ProductDetail, ProductSummary } from '@vo/domain/products/products.types';
import { businessDateOf } from '@vo/domain/time';
import { statementDocument } from '../../adapters/pdf/business-documents.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import { scheduleOf, toInstalment } from '../../platform/product-accounts.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { paymentsOf, productsWithDebtOf } from './products.repo.ts';
import { instalmentRow, paymentRow, productSummary } from './products.wire.ts';

/**
 * GET /productos/cliente: every product of the caller with its debt, in one query that answers one
 * row per product (the database sums the schedules; a customer with 10 × 120 instalments would
 * otherwise ship 1 200 rows to add them up here).
 */
export async function myProducts(deps: AppDeps, session: SessionContext): Promise<{ productos: ProductSummary[] }> {
  const today = businessDateOf(deps.clock.now());
  const owned = await productsWithDebtOf(deps.db, session.userId, today);
  return { productos: owned.map(({ product, debt }) => productSummary(product, debt, DEFAULT_FEATURE_FLAGS)) };
}

async function ownProductWithSchedule(deps: AppDeps, session: SessionContext, productId: number) {
  const product = await requireOwnProduct(deps.db, session.userId, productId);
  const rows = await scheduleOf(deps.db, product.id);
  return { product, rows, today: businessDateOf(deps.clock.now()) };
}

/** GET /productos/detalle: the schedule with its totals and the payments made. */
export async function productDetail(deps: AppDeps, session: SessionContext, productId: number): Promise<ProductDetail> {
  const { product, rows, today } = await ownProductWithSchedule(deps, session, productId);
  const schedule = rows.map(toInstalment);
  const statement = statementOf(schedule, today);
  const summary = productSummary(product, statement, DEFAULT_FEATURE_FLAGS);
  const paid = await paymentsOf(deps.db, session.userId, product.id);
  return {
    ...summary,
    cuotas: schedule.map((instalment, i) => instalmentRow(instalment, rows[i]!.receiptNumber, today)),
    pagos: paid.map(paymentRow),
    totales: {
      monto: dec(sumCharges(statement.charged)),
      capital: dec(statement.charged.capital),
      interes: dec(statement.charged.interest),
      multas: dec(statement.charged.fines),
      gastos: dec(statement.charged.expenses),
      formulario: dec(statement.charged.formFee),
      pagado: dec(sumCharges(statement.paid)),
    },
  };
}

/** GET /productos/estado-cuenta: the account statement of one product as a PDF. */
export async function statementPdf(
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<ReceiptDocument> {
  const detail = await productDetail(deps, session, productId);
  const now = deps.clock.now();
  const pdf = await renderPdf(statementDocument(detail, session, now), now);
  return {
    nombreArchivo: `estado-cuenta-${detail.nroContrato}.pdf`,
    pdfBase64: Buffer.from(pdf).toString('base64'),
  };
}
