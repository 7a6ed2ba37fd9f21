import { centsToDecimalString as dec } from '@vo/domain/money';
import { WALLET_PIN_TRIES } from '@vo/domain/payments/guess-limits';
import { WALLET_PIN_MAX_TRIES } from '@vo/domain/payments/payment-config';
import type { WalletView } from '@vo/domain/payments/payment-means.wire';
import type { PaymentOutcome } from '@vo/domain/payments/payments.wire';
import { pointsFor } from '@vo/domain/payments/wallet.rules';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { lockedUntil, takeAttempt } from '../../platform/limits/attempt-limits.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { admitPayment } from './admission.ts';
import { updateWallet, walletOf } from './payment-means.repo.ts';
import { recordReceivedPayment } from './settlement.ts';

export async function walletBalance(deps: AppDeps, session: SessionContext): Promise<WalletView> {
  const wallet = await walletOf(deps.db, session.userId);
  if (!wallet) throw new AppError('payments.walletNone');
  return {
    points: wallet.points,
    // A point pays a cent.
    valueCents: wallet.points,
    lockedUntil: await lockedUntil(deps.db, WALLET_PIN_TRIES, String(session.userId), deps.clock.now()),
  };
}

/**
 * POST /pagos/billetera: the PIN is checked first, outside the payment's transaction and counted before
 * its hash, so PINs sent all at once get three tries between them and the wallet row is not held while
 * hashing; then `pay` (runOnce + payByWallet) spends the points.
 */
export async function withWalletPin<T>(
  deps: AppDeps,
  session: SessionContext,
  pin: string,
  pay: () => Promise<T>,
  /** The same payment sent twice (a double tap) is one try of its PIN. */
  fingerprint?: string,
) {
  const attempt = await takeAttempt(deps.db, WALLET_PIN_TRIES, String(session.userId), deps.clock.now(), {
    fingerprint,
  });
  const wallet = await walletOf(deps.db, session.userId);
  let right = false;
  try {
    right = wallet !== null && (await deps.passwords.verify(pin, wallet.pinHash));
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (!wallet) {
    await attempt.withdrawn();
    throw new AppError('payments.walletNone');
  }
  if (!right) {
    const left = WALLET_PIN_MAX_TRIES - attempt.count;
    throw (await attempt.failed()) ?? new AppError('payments.walletPinWrong', 1, { left }, { campo: 'pin' });
  }
  await attempt.succeeded();
  return pay();
}

/** Inside runOnce, after withWalletPin: the wallet row is locked while its points are spent. */
export async function payByWallet(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: { productId: number; amountCents: bigint },
): Promise<PaymentOutcome> {
  const { product, schedule, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
  const wallet = await walletOf(tx, session.userId, { forUpdate: true });
  if (!wallet) throw new AppError('payments.walletNone');
  const points = pointsFor(amountCents);
  if (points > wallet.points) {
    throw new AppError('payments.walletBalanceLow', 1, { balance: dec(wallet.points) }, { campo: 'monto' });
  }
  await updateWallet(tx, session.userId, { points: wallet.points - points });
  return recordReceivedPayment(tx, deps, {
    product,
    schedule,
    amountCents,
    now,
    method: 'wallet',
    ownerDocumentNumber: session.documentNumber,
    payerUserId: session.userId,
  });
}
