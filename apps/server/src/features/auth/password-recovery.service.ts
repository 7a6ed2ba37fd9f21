import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_ATTEMPTS, RECOVERY_SENDS, RECOVERY_TRIES } from '@vo/domain/auth/attempt-limits';
import { type RecoveryMethod, recoveryMethods } from '@vo/domain/auth/auth.schemas';
import { RECOVERY_CODE_LENGTH, RECOVERY_CODE_TTL_MINUTES } from '@vo/domain/auth/auth-config';
import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { takeAttempt } from '../../platform/limits/attempt-limits.ts';
import { clearAttempts } from '../../platform/limits/attempts.repo.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { consumeRecoveryCode, findLatestRecoveryCode, findUserByDocument, replaceRecoveryCode } from './auth.repo.ts';
import { issuePasswordLink } from './password-links.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest();
/** Compared against when there is no live code, so a wrong code costs the same with or without one. */
const NO_CODE = hashCode('no live code');

/**
 * Step 1: which ways a code can travel. The same for every document, known or not, and without the
 * contacts themselves: a masked e-mail or phone would tell a stranger that the document exists, and part
 * of how to reach its owner (ASVS 6.3.8).
 */
export function recoveryChannels(): readonly RecoveryMethod[] {
  return recoveryMethods;
}

/**
 * Step 2: a fresh code through the outbox, replacing any earlier one, when the document is someone's and
 * they have that channel. The answer is the same either way; sends are capped per document and hour.
 * Answers how many seconds the code lives.
 */
export async function sendRecoveryCode(
  deps: AppDeps,
  documentNumber: string,
  method: RecoveryMethod,
  language: Language,
): Promise<number> {
  const now = deps.clock.now();
  await takeAttempt(deps.db, RECOVERY_SENDS, documentNumber, now);
  const user = await findUserByDocument(deps.db, documentNumber);
  const recipient = method === 'correo' ? user?.email : user?.phone;
  await deps.db.transaction(async (tx) => {
    if (!user || !recipient) {
      await audit(tx, { userId: user?.id ?? null, action: 'recovery.notSent', detail: { channel: method } }, now);
      return;
    }
    await sendCode(tx, deps, { userId: user.id, recipient, method, language }, now);
  });
  return RECOVERY_CODE_TTL_MINUTES * 60;
}

/**
 * A fresh recovery code to one recipient inside the caller's transaction, replacing any earlier one: the
 * portal's step 2 and the back office's "resend a code" (docs/decisions/0038) both send through here.
 */
export async function sendCode(
  tx: Tx,
  deps: AppDeps,
  to: { userId: number; recipient: string; method: RecoveryMethod; language: Language },
  now: Date,
) {
  const code = String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');
  await replaceRecoveryCode(tx, {
    userId: to.userId,
    codeHash: hashCode(code).toString('hex'),
    channel: to.method,
    expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  await deps.messaging.enqueue(
    tx,
    [
      {
        channel: to.method === 'correo' ? 'email' : 'sms',
        recipient: to.recipient,
        subject: translate(to.language, 'recovery.mailSubject'),
        body: translate(to.language, 'recovery.mailBody', { code, minutes: RECOVERY_CODE_TTL_MINUTES }),
      },
    ],
    now,
  );
  await audit(tx, { userId: to.userId, action: 'recovery.codeSent', detail: { channel: to.method } }, now);
}

/**
 * Step 3: the right code, in time, buys a single-use password link. Wrong codes are capped per document
 * and hour, across however many codes were sent; an unknown document, a missing, expired or wrong code
 * all read the same. Answers the link's token.
 */
export async function checkRecoveryCode(deps: AppDeps, documentNumber: string, code: string): Promise<string> {
  const now = deps.clock.now();
  const attempt = await takeAttempt(deps.db, RECOVERY_TRIES, documentNumber, now);
  const user = await findUserByDocument(deps.db, documentNumber);
  const stored = user ? await findLatestRecoveryCode(deps.db, user.id) : null;
  const live = stored && stored.expiresAt > now ? stored : null;
  const matches = timingSafeEqual(hashCode(code), live ? Buffer.from(live.codeHash, 'hex') : NO_CODE);
  if (!user || !live || !matches) {
    throw (await attempt.failed()) ?? new AppError('recovery.codeInvalid', 1, {}, { campo: 'codigo' });
  }
  const linkToken = await deps.db.transaction(async (tx) => {
    if (!(await consumeRecoveryCode(tx, live.id, now)))
      throw new AppError('recovery.codeInvalid', 1, {}, { campo: 'codigo' });
    return issuePasswordLink(tx, deps.jwtSecret, user.id, 'recuperacion', now);
  });
  await attempt.succeeded();
  return linkToken;
}

/** The owner proved who they are: a lock others caused by guessing their password no longer holds. */
export async function liftGuessingLocks(tx: Tx, documentNumber: string) {
  await clearAttempts(tx, LOGIN_ATTEMPTS.scope, documentNumber);
  await clearAttempts(tx, RECOVERY_TRIES.scope, documentNumber);
}
