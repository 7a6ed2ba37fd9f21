import { randomUUID, webcrypto } from 'node:crypto';
import { SESSION_MAX_LIFETIME_SECONDS } from '@vo/domain/config';
import { ApiStatus } from '@vo/domain/envelope';
import { isSessionIdle, roleOf, UserType } from '@vo/domain/session/session.rules';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import type { SessionContext } from './session-context.ts';
import { scheduleTouches } from './session-touches.ts';
import { endSession, findSessionWithUser, insertSession } from './sessions.repo.ts';
import { isCanonicalToken } from './token-spelling.ts';

// Its own file so the session memory can name it without importing this one (docs/decisions/0054).
export type { SessionContext } from './session-context.ts';

export interface SessionUser {
  id: number;
  documentNumber: string;
  isAdviser: boolean;
  isCashier: boolean;
}

/** Keeps session tokens and password-link tokens, signed with the same secret, from standing in for each other. */
const SESSION_AUDIENCE = 'session';
/**
 * The HMAC key of a secret, imported once: given raw bytes, jose imports them again on every call
 * (a few percent of a guarded call's CPU under load, measured in bench/RESULTS.md).
 */
const importedKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = importedKeys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    importedKeys.set(secret, imported);
  }
  return imported;
}

/** Opens a session row and signs the JWT that names it (spec §3 "Session" claims). */
export async function openSession(
  db: Executor,
  deps: Pick<AppDeps, 'jwtSecret'>,
  user: SessionUser,
  client: { device: string; pushToken: string; agent: string; authType?: number },
  now: Date,
) {
  const sessionId = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + SESSION_MAX_LIFETIME_SECONDS;
  await insertSession(db, {
    id: sessionId,
    userId: user.id,
    device: client.device,
    pushToken: client.pushToken,
    agent: client.agent,
    authType: client.authType ?? 1,
    createdAt: now,
    expiresAt: new Date(exp * 1000),
  });
  const role = roleOf(user);
  const token = await new SignJWT({
    documentNumber: user.documentNumber,
    TipoUsuario: UserType[role],
    esVendedor: user.isAdviser ? 1 : 0,
    esCajero: user.isCashier ? 1 : 0,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(SESSION_AUDIENCE)
    .setJti(sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await key(deps.jwtSecret));
  return { token, sessionId, iat, exp };
}

const expired = (reason: 'session.expired' | 'session.expiredInactivity' | 'session.required') =>
  new AppError(reason, ApiStatus.sessionExpired);

/**
 * The token of a session that was ended (logged out, its language changed, ended by staff): refused like any expired
 * one, with why it ended, so the realtime channel can tell a page that connects after the end the push it missed.
 */
export class SessionEnded extends AppError {
  constructor(readonly endReason: string | null) {
    super('session.expired', ApiStatus.sessionExpired);
  }
}

/** The token header (or a Bearer authorization) of a request. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7);
  return null;
}

/**
 * Status 7 for a missing, forged, expired, ended or idle token (spec §4); otherwise the session,
 * with its inactivity clock restarted.
 */
export async function requireSession(request: FastifyRequest, deps: AppDeps): Promise<SessionContext> {
  return sessionFromToken(tokenOf(request), deps);
}

/** The same check for any carrier of a token (an HTTP header, a realtime handshake). */
export async function sessionFromToken(token: string | null | undefined, deps: AppDeps): Promise<SessionContext> {
  if (!token || token.length > 4096) throw expired('session.required');
  const now = deps.clock.now();
  const memory = deps.memory.sessions;
  // Most calls end here: a token this instance found valid a moment ago, no signature, no row (0023).
  const remembered = memory.recall(token, now);
  if (remembered) {
    if (memory.touch(remembered, now)) scheduleTouches(deps);
    return remembered;
  }
  // Remembered tokens are all canonical: another spelling of one is refused here, before any signature check.
  if (!isCanonicalToken(token)) throw expired('session.expired');
  let sessionId: string | undefined;
  try {
    const { payload } = await jwtVerify(token, await key(deps.jwtSecret), {
      algorithms: ['HS256'],
      audience: SESSION_AUDIENCE,
      currentDate: now,
    });
    sessionId = payload.jti;
  } catch {
    throw expired('session.expired');
  }
  if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId)) throw expired('session.expired');
  const row = await findSessionWithUser(deps.db, sessionId);
  if (row?.endedAt) throw new SessionEnded(row.endReason);
  if (!row || row.expiresAt <= now || !row.canEnter) throw expired('session.expired');
  // Activity this instance saw but has not written yet counts as much as what the row says.
  const pending = memory.pendingTouch(row.id);
  const lastSeenAt = pending && pending > row.lastSeenAt ? pending : row.lastSeenAt;
  if (isSessionIdle(lastSeenAt, now)) {
    await endSession(deps.db, row.id, 'inactivity', now);
    memory.forget([row.id], now);
    throw expired('session.expiredInactivity');
  }
  const session: SessionContext = {
    sessionId: row.id,
    userId: row.userId,
    documentNumber: row.documentNumber,
    role: roleOf(row),
    device: row.device,
    pushToken: row.pushToken,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    token,
  };
  memory.remember(session, lastSeenAt, now);
  // Slide the 1800 s window: written with others every few seconds, not one row per call.
  if (memory.touch(session, now, lastSeenAt)) scheduleTouches(deps);
  return session;
}
