import { centsToDecimalString as dec } from '@vo/domain/money';
import { checkPaymentAmount } from '@vo/domain/payments/amount.rules';
import { blackoutAt } from '@vo/domain/payments/blackout.rules';
import { statementOf } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import { scheduleOf, toInstalment } from '../../platform/product-accounts.repo.ts';

/**
 * The rules every payment passes before any method is asked: the product is the owner's, payments
 * to its company are open (spec §9 blackout), and the amount is valid, not zero and not above the
 * debt (spec §5). The schedule is locked: payments on one product run one after another.
 */
export async function admitPayment(
  tx: Tx,
  deps: AppDeps,
  ownerUserId: number,
  request: { idProducto: number; monto: string },
) {
  const product = await requireOwnProduct(tx, ownerUserId, request.idProducto);
  const now = deps.clock.now();
  const blackout = blackoutAt(product.companyId, now);
  if (blackout) throw new AppError('payments.blackout', 1, { until: blackout.until });
  const schedule = (await scheduleOf(tx, product.id, { forUpdate: true })).map(toInstalment);
  const statement = statementOf(schedule, businessDateOf(now));
  const amount = checkPaymentAmount(request.monto, statement.totalDebt);
  if (!amount.ok) {
    throw new AppError(amount.key, 1, { debt: `${dec(statement.totalDebt)} ${product.currency}` }, { campo: 'monto' });
  }
  return { product, schedule, amountCents: amount.cents, now };
}

export type AdmittedPayment = Awaited<ReturnType<typeof admitPayment>>;
