import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { RecoveryMethod, RecoveryMethodOption } from '@vo/domain/auth/auth.schemas';
import { maskEmail, maskPhone } from '@vo/domain/auth/recovery.rules';
import type { Language } from '@vo/domain/config';
import { RECOVERY_CODE_LENGTH, RECOVERY_CODE_MAX_ATTEMPTS, RECOVERY_CODE_TTL_MINUTES } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  consumeRecoveryCode,
  countRecoveryAttempt,
  findLatestRecoveryCode,
  findUserByDocument,
  replaceRecoveryCode,
  type UserRow,
} from './auth.repo.ts';
import { issuePasswordLink } from './password-links.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest();

async function knownUser(deps: AppDeps, ci: string): Promise<UserRow> {
  const user = await findUserByDocument(deps.db, ci);
  if (!user) throw new AppError('recovery.unknownUser');
  return user;
}

function methodsOf(user: UserRow): RecoveryMethodOption[] {
  const methods: RecoveryMethodOption[] = [];
  if (user.email) methods.push({ tipo: 'correo', destino: maskEmail(user.email) });
  if (user.phone) methods.push({ tipo: 'sms', destino: maskPhone(user.phone) });
  return methods;
}

/** Step 1: the ID exists; answer where a code can go, masked. */
export async function recoveryMethods(deps: AppDeps, ci: string) {
  const methods = methodsOf(await knownUser(deps, ci));
  if (methods.length === 0) throw new AppError('recovery.noMethod');
  return { metodos: methods };
}

/** Step 2: a fresh code through the outbox, replacing any earlier one. */
export async function sendRecoveryCode(deps: AppDeps, ci: string, method: RecoveryMethod, language: Language) {
  const now = deps.clock.now();
  const user = await knownUser(deps, ci);
  const recipient = method === 'correo' ? user.email : user.phone;
  if (!recipient) throw new AppError('recovery.methodRequired');
  const code = String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCode(tx, {
      userId: user.id,
      codeHash: hashCode(code).toString('hex'),
      channel: method,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await deps.messaging.enqueue(
      tx,
      {
        channel: method === 'correo' ? 'email' : 'sms',
        recipient,
        subject: translate(language, 'recovery.mailSubject'),
        body: translate(language, 'recovery.mailBody', { code, minutes: RECOVERY_CODE_TTL_MINUTES }),
      },
      now,
    );
    await audit(tx, { userId: user.id, action: 'recovery.codeSent', detail: { channel: method } }, now);
  });
  const destino = method === 'correo' ? maskEmail(recipient) : maskPhone(recipient);
  return { destino, expiraEnSegundos: RECOVERY_CODE_TTL_MINUTES * 60 };
}

/** Step 3: the right code, in time and within the tries, buys a single-use password link. */
export async function checkRecoveryCode(deps: AppDeps, ci: string, code: string) {
  const now = deps.clock.now();
  const user = await knownUser(deps, ci);
  const stored = await findLatestRecoveryCode(deps.db, user.id);
  if (!stored) throw new AppError('recovery.codeExpired');
  if (stored.expiresAt <= now) throw new AppError('recovery.codeExpired');
  // Count the try before comparing, atomically, so a burst of parallel guesses gets no more than the limit.
  const attempts = await countRecoveryAttempt(deps.db, stored.id);
  if (attempts > RECOVERY_CODE_MAX_ATTEMPTS) throw new AppError('recovery.tooManyAttempts');
  if (!timingSafeEqual(hashCode(code), Buffer.from(stored.codeHash, 'hex'))) {
    throw new AppError(attempts === RECOVERY_CODE_MAX_ATTEMPTS ? 'recovery.tooManyAttempts' : 'recovery.codeInvalid');
  }
  return deps.db.transaction(async (tx) => {
    if (!(await consumeRecoveryCode(tx, stored.id, now))) throw new AppError('recovery.codeExpired');
    return { usuario: await issuePasswordLink(tx, deps.jwtSecret, user.id, 'recuperacion', now) };
  });
}
