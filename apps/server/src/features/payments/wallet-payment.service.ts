import { WALLET_LOCK_MINUTES } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type { PaymentResult, WalletBalance, walletPaymentRequestSchema } from '@vo/domain/payments/payments.schemas';
import { afterWrongPin, pointsFor, walletLocked } from '@vo/domain/payments/wallet.rules';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { admitPayment } from './admission.ts';
import { updateWallet, walletOf } from './payment-means.repo.ts';
import { recordReceivedPayment } from './settlement.ts';

/** A wrong PIN: the payment's transaction rolls back, and the failure is then counted on its own. */
export class WrongPin extends Error {}

export async function walletBalance(deps: AppDeps, session: SessionContext): Promise<WalletBalance> {
  const wallet = await walletOf(deps.db, session.userId);
  if (!wallet) throw new AppError('payments.walletNone');
  return {
    puntos: wallet.points.toString(),
    equivalente: dec(wallet.points),
    bloqueadaHasta: walletLocked(wallet, deps.clock.now()) ? wallet.lockedUntil!.toISOString() : null,
  };
}

/** POST /pagos/billetera, inside runOnce: the wallet row is locked while its points are spent. */
export async function payByWallet(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof walletPaymentRequestSchema>,
): Promise<PaymentResult> {
  const { product, schedule, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
  const wallet = await walletOf(tx, session.userId, { forUpdate: true });
  if (!wallet) throw new AppError('payments.walletNone');
  if (walletLocked(wallet, now)) throw new AppError('payments.walletLocked', 1, { minutes: WALLET_LOCK_MINUTES });
  if (!(await deps.passwords.verify(request.pin, wallet.pinHash))) throw new WrongPin();
  const points = pointsFor(amountCents);
  if (points > wallet.points) {
    throw new AppError('payments.walletBalanceLow', 1, { balance: dec(wallet.points) }, { campo: 'monto' });
  }
  await updateWallet(tx, session.userId, { points: wallet.points - points, pinFailures: 0 });
  return recordReceivedPayment(tx, {
    product,
    schedule,
    amountCents,
    now,
    method: 'wallet',
    ownerCi: session.ci,
    payerUserId: session.userId,
  });
}

/** Counts a wrong PIN (after the payment rolled back) and answers the refusal to show. */
export async function recordWrongPin(deps: AppDeps, session: SessionContext): Promise<AppError> {
  return deps.db.transaction(async (tx) => {
    const wallet = await walletOf(tx, session.userId, { forUpdate: true });
    if (!wallet) return new AppError('payments.walletNone');
    const next = afterWrongPin(wallet, deps.clock.now());
    await updateWallet(tx, session.userId, { pinFailures: next.pinFailures, lockedUntil: next.lockedUntil });
    return next.triesLeft === 0
      ? new AppError('payments.walletLocked', 1, { minutes: WALLET_LOCK_MINUTES }, { campo: 'pin' })
      : new AppError('payments.walletPinWrong', 1, { left: next.triesLeft }, { campo: 'pin' });
  });
}
