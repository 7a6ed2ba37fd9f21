import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import { endAllSessionsOfUser } from '../../platform/sessions/sessions.repo.ts';
import { changeSetting } from '../configuration/index.ts';
import { setCanEnter, setShowIdModal } from './users.repo.ts';

async function userIdOf(deps: AppDeps, documentNumber: string): Promise<number> {
  const id = await findUserIdByDocument(deps.db, documentNumber);
  if (id === null) throw new AppError('recovery.unknownUser');
  return id;
}

/** Every open session of a person ends, inside the caller's transaction: emit `sessionsEnded` after it commits. */
export async function endSessionsIn(tx: Tx, userId: number, now: Date): Promise<string[]> {
  return endAllSessionsOfUser(tx, userId, 'forced', now);
}

/** puedeIngresar inside the caller's transaction; disabling ends every open session (emit after the commit). */
export async function setAccessIn(tx: Tx, userId: number, canEnter: boolean, now: Date): Promise<string[]> {
  await setCanEnter(tx, userId, canEnter);
  return canEnter ? [] : endAllSessionsOfUser(tx, userId, 'disabled', now);
}

/** `ops users logout <ci>`: every session of that person ends now (a lost phone, a stolen token). */
export async function forceLogout(deps: AppDeps, documentNumber: string) {
  const now = deps.clock.now();
  const userId = await userIdOf(deps, documentNumber);
  const sessionIds = await deps.db.transaction(async (tx) => {
    const ended = await endSessionsIn(tx, userId, now);
    await audit(tx, { userId, action: 'ops.user.logout' }, now);
    return ended;
  });
  deps.events.emit('sessionsEnded', { sessionIds, reason: 'forced' });
}

/** `ops users disable|enable <ci>`: puedeIngresar; disabling also ends every open session. */
export async function setUserAccess(deps: AppDeps, documentNumber: string, canEnter: boolean) {
  const now = deps.clock.now();
  const userId = await userIdOf(deps, documentNumber);
  const sessionIds = await deps.db.transaction(async (tx) => {
    const ended = await setAccessIn(tx, userId, canEnter, now);
    await audit(tx, { userId, action: canEnter ? 'ops.user.enable' : 'ops.user.disable' }, now);
    return ended;
  });
  deps.events.emit('sessionsEnded', { sessionIds, reason: 'disabled' });
}

/** `ops users land-button restrict|allow <ci>`: spec §6's restricted users of the land button (decision 0028). */
export async function setLandButtonRestricted(deps: AppDeps, documentNumber: string, restricted: boolean) {
  await userIdOf(deps, documentNumber);
  // The list is the console's setting (decision 0046): the operator's change is stored with its history like any.
  const others = deps.limits.landButtonRestricted.filter((ci) => ci !== documentNumber);
  await changeSetting(
    deps,
    {
      name: 'landButtonRestricted',
      value: restricted ? [...others, documentNumber] : others,
      reason: `ops: users land-button ${restricted ? 'restrict' : 'allow'} ${documentNumber}`,
    },
    null,
  );
}

/** `ops users id-card ask|received <ci>`: whether login asks the person for their ID card (mostrarModalCarnet). */
export async function setIdCardAsked(deps: AppDeps, documentNumber: string, asked: boolean) {
  const now = deps.clock.now();
  const userId = await userIdOf(deps, documentNumber);
  await deps.db.transaction(async (tx) => {
    await setShowIdModal(tx, userId, asked);
    await audit(tx, { userId, action: asked ? 'ops.user.idCardAsk' : 'ops.user.idCardReceived' }, now);
  });
}
