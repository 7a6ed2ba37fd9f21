import type { AttemptLimit } from '../attempt-limit.ts';
import {
  CAPTCHA_CODE_SENDS_PER_HOUR,
  FRIEND_CODE_FAILURES_PER_HOUR,
  PREPAID_CODE_FAILURES_PER_HOUR,
  WALLET_LOCK_MINUTES,
  WALLET_PIN_MAX_TRIES,
} from './payment-config.ts';

/** Wrong wallet PINs: the third locks the wallet for a while; the right PIN forgets the earlier ones. */
export const WALLET_PIN_TRIES: AttemptLimit = {
  scope: 'wallet-pin',
  max: WALLET_PIN_MAX_TRIES,
  windowMinutes: 24 * 60,
  lockMinutes: WALLET_LOCK_MINUTES,
  refusal: 'payments.walletLocked',
  field: 'pin',
  onSuccess: 'forget-all',
};

/** Prepaid codes refused to one person in an hour, paying or checking a balance. */
export const PREPAID_CODE_TRIES: AttemptLimit = {
  scope: 'prepaid-code',
  max: PREPAID_CODE_FAILURES_PER_HOUR,
  windowMinutes: 60,
  refusal: 'payments.prepaidTooManyTries',
  onSuccess: 'forget-one',
};

/** Unknown "pay for me" codes one person looked up in an hour. */
export const FRIEND_CODE_LOOKUPS: AttemptLimit = {
  scope: 'friend-code',
  max: FRIEND_CODE_FAILURES_PER_HOUR,
  windowMinutes: 60,
  refusal: 'payments.friendTooManyTries',
  onSuccess: 'forget-one',
};

/** Captcha codes sent to one person in an hour (the accessible captcha, docs/decisions/0042): each send counts. */
export const CAPTCHA_CODE_SENDS: AttemptLimit = {
  scope: 'captcha-code-send',
  max: CAPTCHA_CODE_SENDS_PER_HOUR,
  windowMinutes: 60,
  refusal: 'captcha.tooManyCodes',
  onSuccess: 'keep',
};
