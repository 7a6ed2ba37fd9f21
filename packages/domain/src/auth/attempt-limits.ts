import type { AttemptLimit } from '../attempt-limit.ts';
import {
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_MINUTES,
  RECOVERY_SENDS_PER_HOUR,
  RECOVERY_TRIES_PER_HOUR,
} from './auth-config.ts';

/**
 * Wrong passwords (and wrong device-key signatures) for one document, at login and at a password change: the
 * fifth locks it for a while; the right one forgets them, and never uses up a try of its own.
 */
export const LOGIN_ATTEMPTS: AttemptLimit = {
  scope: 'login',
  max: LOGIN_FAILURES_BEFORE_LOCK,
  windowMinutes: 24 * 60,
  lockMinutes: LOGIN_LOCK_MINUTES,
  refusal: 'auth.locked',
  onSuccess: 'forget-all',
  holdsTries: true,
};

/** Recovery codes sent for one document in an hour: each send would otherwise bring fresh tries. */
export const RECOVERY_SENDS: AttemptLimit = {
  scope: 'recovery-send',
  max: RECOVERY_SENDS_PER_HOUR,
  windowMinutes: 60,
  refusal: 'recovery.tooManySends',
  onSuccess: 'keep',
};

/** Wrong recovery codes for one document in an hour, across however many codes were sent. */
export const RECOVERY_TRIES: AttemptLimit = {
  scope: 'recovery-try',
  max: RECOVERY_TRIES_PER_HOUR,
  windowMinutes: 60,
  refusal: 'recovery.tooManyAttempts',
  field: 'codigo',
  onSuccess: 'forget-all',
};
