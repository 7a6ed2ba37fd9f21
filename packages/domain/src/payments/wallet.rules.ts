import { z } from 'zod';
import { WALLET_PIN_LENGTH, WALLET_POINTS_PER_CENT } from './payment-config.ts';

export const walletPinSchema = z
  .string({ error: 'payments.walletPinFormat' })
  .regex(new RegExp(`^\\d{${WALLET_PIN_LENGTH}}$`), { error: 'payments.walletPinFormat' });

export function pointsFor(amountCents: bigint): bigint {
  return amountCents * WALLET_POINTS_PER_CENT;
}
