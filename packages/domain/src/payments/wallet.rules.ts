import { z } from 'zod';
import { WALLET_LOCK_MINUTES, WALLET_PIN_LENGTH, WALLET_PIN_MAX_TRIES, WALLET_POINTS_PER_CENT } from '../config.ts';

export const walletPinSchema = z
  .string({ error: 'payments.walletPinFormat' })
  .regex(new RegExp(`^\\d{${WALLET_PIN_LENGTH}}$`), { error: 'payments.walletPinFormat' });

export function pointsFor(amountCents: bigint): bigint {
  return amountCents * WALLET_POINTS_PER_CENT;
}

export interface WalletLock {
  pinFailures: number;
  lockedUntil: Date | null;
}

export function walletLocked(wallet: WalletLock, now: Date): boolean {
  return wallet.lockedUntil !== null && wallet.lockedUntil > now;
}

/** After a wrong PIN: one more failure, or the lock once the tries are used up (a right PIN resets the count). */
export function afterWrongPin(wallet: WalletLock, now: Date): WalletLock & { triesLeft: number } {
  const failures = wallet.pinFailures + 1;
  if (failures >= WALLET_PIN_MAX_TRIES) {
    return { pinFailures: 0, lockedUntil: new Date(now.getTime() + WALLET_LOCK_MINUTES * 60_000), triesLeft: 0 };
  }
  return { pinFailures: failures, lockedUntil: null, triesLeft: WALLET_PIN_MAX_TRIES - failures };
}
