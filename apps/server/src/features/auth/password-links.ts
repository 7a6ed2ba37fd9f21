import { randomUUID } from 'node:crypto';
import type { LinkPurpose } from '@vo/domain/auth/auth.wire';
import { PASSWORD_LINK_TTL_MINUTES } from '@vo/domain/auth/auth-config';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isCanonicalToken } from '../../platform/sessions/token-spelling.ts';
import { findPasswordLink, insertPasswordLink } from './auth.repo.ts';

const AUDIENCE = 'password-link';

/**
 * The {usuario} of /cambiar-pass/{usuario}: a signed, expiring token naming a single-use row,
 * instead of a document number encrypted with a fixed key (spec §9 notes the old way).
 */
export async function issuePasswordLink(
  db: Executor,
  secret: string,
  userId: number,
  purpose: LinkPurpose,
  now: Date,
  expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MINUTES * 60_000),
): Promise<string> {
  const id = randomUUID();
  await insertPasswordLink(db, { id, userId, purpose, expiresAt });
  return new SignJWT({ purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setJti(id)
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/** The link's row when the token is genuine, unexpired and unused; otherwise auth.linkInvalid. */
export async function readPasswordLink(db: Executor, secret: string, token: string, now: Date) {
  if (!isCanonicalToken(token)) throw new AppError('auth.linkInvalid');
  let id: string | undefined;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    id = payload.jti;
  } catch {
    throw new AppError('auth.linkInvalid');
  }
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('auth.linkInvalid');
  const link = await findPasswordLink(db, id);
  if (!link || link.usedAt || link.expiresAt <= now) throw new AppError('auth.linkInvalid');
  return link as typeof link & { purpose: LinkPurpose };
}
