import { moneyParam } from '@vo/domain/i18n/message-params';
import { blackoutAt } from '@vo/domain/payments/blackout.rules';
import { statementOf } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct, scheduleOf, toInstalment } from '../products/index.ts';

/**
 * The rules every payment passes before any method is asked: the product is the owner's, payments
 * to its company are open (spec §9 blackout), and the amount is not above the debt (spec §5; the request
 * schema already refused one that is not an amount or is zero). The schedule is locked: payments on one
 * product run one after another.
 */
export async function admitPayment(
  tx: Tx,
  deps: AppDeps,
  ownerUserId: number,
  request: { productId: number; amountCents: bigint },
) {
  const product = await requireOwnProduct(tx, ownerUserId, request.productId);
  const now = deps.clock.now();
  const blackout = blackoutAt(product.companyId, now, deps.limits.paymentBlackouts);
  if (blackout) throw new AppError('payments.blackout', 1, { until: blackout.until });
  const schedule = (await scheduleOf(tx, product.id, { forUpdate: true })).map(toInstalment);
  const statement = statementOf(schedule, businessDateOf(now));
  if (request.amountCents > statement.totalDebt) {
    const debt = moneyParam(statement.totalDebt, product.currency);
    throw new AppError('payments.amountAboveDebt', 1, { debt }, { campo: 'monto' });
  }
  return { product, schedule, amountCents: request.amountCents, now };
}

export type AdmittedPayment = Awaited<ReturnType<typeof admitPayment>>;
