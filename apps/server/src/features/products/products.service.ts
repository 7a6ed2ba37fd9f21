import { instalmentState, statementOf } from '@vo/domain/products/instalments.rules';
import { type ProductAccount, productDetailWire } from '@vo/domain/products/product-account.wire';
import type { ProductStanding } from '@vo/domain/products/products.wire';
import { businessDateOf } from '@vo/domain/time';
import type { PdfFile } from '@vo/domain/wire';
import { statementDocument } from '../../adapters/pdf/business-documents.ts';
import { renderPdf } from '../../adapters/pdf/simple-pdf.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { requireOwnProduct } from './own-product.ts';
import { scheduleOf, toInstalment } from './product-accounts.repo.ts';
import { productStanding } from './product-standing.ts';
import { paymentsOf, productsWithDebtOf } from './products.repo.ts';

/**
 * A person's products with their debt on `today`, kept until their products or instalments change
 * (docs/decisions/0037); the park gate reads the same kept answer as My products (docs/decisions/0062).
 */
export function keptProductsWithDebt(deps: AppDeps, userId: number, today: string) {
  return keptRead(deps, 'products', [`products:${userId}`, 'companies'], today, () =>
    productsWithDebtOf(deps.db, userId, today),
  );
}

/**
 * GET /productos/cliente: every product of the caller with its debt, in one query that answers one
 * row per product (the database sums the schedules; a customer with 10 × 120 instalments would
 * otherwise ship 1 200 rows to add them up here).
 */
export async function myProducts(deps: AppDeps, session: SessionContext): Promise<ProductStanding[]> {
  const today = businessDateOf(deps.clock.now());
  const owned = await keptProductsWithDebt(deps, session.userId, today);
  return owned.map(({ product, debt }) =>
    productStanding(product, debt, deps.featureFlags, deps.limits.companiesWithoutQr),
  );
}

/** GET /productos/detalle: the schedule with its totals and the payments made. */
export async function productAccount(
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<ProductAccount> {
  const product = await requireOwnProduct(deps.db, session.userId, productId);
  const rows = await scheduleOf(deps.db, product.id);
  const today = businessDateOf(deps.clock.now());
  const schedule = rows.map(toInstalment);
  const statement = statementOf(schedule, today);
  return {
    ...productStanding(product, statement, deps.featureFlags, deps.limits.companiesWithoutQr),
    instalments: schedule.map((instalment, i) => ({
      instalment,
      state: instalmentState(instalment, today),
      receiptNumber: rows[i]!.receiptNumber,
    })),
    payments: await paymentsOf(deps.db, session.userId, product.id),
    charged: statement.charged,
    paid: statement.paid,
  };
}

/** GET /productos/estado-cuenta: the account statement of one product as a PDF (a Spanish legal document). */
export async function statementPdf(deps: AppDeps, session: SessionContext, productId: number): Promise<PdfFile> {
  const account = await productAccount(deps, session, productId);
  const now = deps.clock.now();
  const pdf = await renderPdf(statementDocument(productDetailWire(account), session, now), now);
  return {
    fileName: `estado-cuenta-${account.product.contractNumber}.pdf`,
    base64: Buffer.from(pdf).toString('base64'),
  };
}
