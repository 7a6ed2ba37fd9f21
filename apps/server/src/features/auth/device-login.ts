import { deviceLoginMessage } from '@vo/domain/auth/device-key.rules';
import type { AppDeps } from '../../platform/deps.ts';
import type { UserRow } from './auth.repo.ts';
import { type DeviceKeyRow, spendChallenge } from './device-keys.repo.ts';
import { signatureMatches } from './device-signature.ts';

/**
 * The key a login of type 2 or 3 proves, or null. The challenge is spent first (once, even under
 * simultaneous requests), so a signature can never be tried twice against it; then it must belong to this
 * person's live key on the device named, and the signature must be that key's over the challenge.
 */
export async function deviceKeyAdmits(
  deps: AppDeps,
  user: UserRow | null,
  login: { device: string; challenge: string; signature: string },
): Promise<DeviceKeyRow | null> {
  const key = await spendChallenge(deps.db, login.challenge, deps.clock.now());
  if (!user || !key || key.userId !== user.id || key.device !== login.device) return null;
  const message = deviceLoginMessage(login.challenge, user.documentNumber, key.device);
  if (!signatureMatches(key.publicKey, message, login.signature)) return null;
  // A barred person's key opens nothing, and reads like a wrong signature (as a barred password does).
  return user.canEnter ? key : null;
}
