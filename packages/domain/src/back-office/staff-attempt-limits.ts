import type { AttemptLimit } from '../attempt-limit.ts';
import { STAFF_LOCK_MINUTES, STAFF_LOGIN_FAILURES_BEFORE_LOCK } from './back-office-config.ts';

/** Wrong passwords for one staff e-mail: the fifth locks it; the right one forgets them. */
export const STAFF_LOGIN_ATTEMPTS: AttemptLimit = {
  scope: 'staff-login',
  max: STAFF_LOGIN_FAILURES_BEFORE_LOCK,
  windowMinutes: 24 * 60,
  lockMinutes: STAFF_LOCK_MINUTES,
  refusal: 'staff.locked',
  onSuccess: 'forget-all',
};

/** Wrong second-factor codes for one staff member, whatever first-step proofs they came with. */
export const STAFF_CODE_ATTEMPTS: AttemptLimit = {
  scope: 'staff-code',
  max: STAFF_LOGIN_FAILURES_BEFORE_LOCK,
  windowMinutes: 24 * 60,
  lockMinutes: STAFF_LOCK_MINUTES,
  refusal: 'staff.locked',
  field: 'codigo',
  onSuccess: 'forget-all',
};
