import { z } from 'zod';
import { CAPTCHA_LENGTH, PREPAID_CODE_LENGTH } from './payment-config.ts';

/** "abcd-efgh 1234" → "ABCDEFGH1234": how a code is printed is not part of it. */
export function normalisePrepaidCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export const prepaidCodeSchema = z
  .string({ error: 'payments.prepaidCodeRequired' })
  .transform(normalisePrepaidCode)
  .pipe(
    z
      .string()
      .min(1, { error: 'payments.prepaidCodeRequired' })
      .regex(new RegExp(`^[A-Z0-9]{${PREPAID_CODE_LENGTH}}$`), { error: 'payments.prepaidCodeInvalid' }),
  );

export const captchaAnswerSchema = z
  .string({ error: 'captcha.required' })
  .trim()
  .min(1, { error: 'captcha.required' })
  .max(CAPTCHA_LENGTH * 2, { error: 'captcha.wrong' });

/** Spec §4 card states. */
export type PrepaidCardState = 'enabled' | 'notEnabled' | 'expired';

export function prepaidCardState(card: { state: string; expiresAt: Date }, now: Date): PrepaidCardState {
  if (card.expiresAt <= now) return 'expired';
  return card.state === 'enabled' ? 'enabled' : 'notEnabled';
}

export type PrepaidRefusal =
  | 'payments.prepaidNotEnabled'
  | 'payments.prepaidExpired'
  | 'payments.prepaidUsed'
  | 'payments.prepaidBalanceLow';

/** Spec §5, docs/decisions/0008: the code is valid (enabled, not expired), not used up, and its balance covers the amount. */
export function prepaidRefusal(
  card: { state: string; expiresAt: Date; balanceCents: bigint },
  amount: bigint,
  now: Date,
): PrepaidRefusal | null {
  const state = prepaidCardState(card, now);
  if (state === 'expired') return 'payments.prepaidExpired';
  if (state === 'notEnabled') return 'payments.prepaidNotEnabled';
  if (card.balanceCents === 0n) return 'payments.prepaidUsed';
  if (card.balanceCents < amount) return 'payments.prepaidBalanceLow';
  return null;
}
