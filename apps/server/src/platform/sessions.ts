import { randomUUID, webcrypto } from 'node:crypto';
import { SESSION_MAX_LIFETIME_SECONDS } from '@vo/domain/config';
import { ApiStatus } from '@vo/domain/envelope';
import { isSessionIdle, type Role, roleOf, UserType } from '@vo/domain/session/session.rules';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../db/client.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { endSession, findSessionWithUser, insertSession, touchSession } from './sessions.repo.ts';

/** The person behind a guarded call; services scope every query with `userId`. */
export interface SessionContext {
  sessionId: string;
  userId: number;
  documentNumber: string;
  role: Role;
  device: string;
  pushToken: string;
  createdAt: Date;
  expiresAt: Date;
  token: string;
}

export interface SessionUser {
  id: number;
  documentNumber: string;
  isAdviser: boolean;
  isCashier: boolean;
}

/** Keeps session tokens and password-link tokens, signed with the same secret, from standing in for each other. */
const SESSION_AUDIENCE = 'session';
/** Inactivity is measured to within this much (5 s in 1800 s). */
const TOUCH_GRANULARITY_MS = 5_000;
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

/**
 * When this process last slid each session's window. A page fires several calls at once and each read
 * the row before any touch committed: without this, every one of them would write the same row (a
 * thousand queued writes under load, measured in bench/RESULTS.md), where one is enough.
 */
const lastTouchMs = new Map<string, number>();

/** true for the one call that should write the touch; the map forgets entries once they are stale. */
function claimTouch(sessionId: string, nowMs: number): boolean {
  const last = lastTouchMs.get(sessionId);
  if (last !== undefined && nowMs - last < TOUCH_GRANULARITY_MS && nowMs >= last) return false;
  if (lastTouchMs.size > 50_000) {
    for (const [id, at] of lastTouchMs) if (nowMs - at >= TOUCH_GRANULARITY_MS) lastTouchMs.delete(id);
  }
  lastTouchMs.set(sessionId, nowMs);
  return true;
}

/** Opens a session row and signs the JWT that names it (spec §3 "Session" claims). */
export async function openSession(
  db: Executor,
  deps: Pick<AppDeps, 'jwtSecret'>,
  user: SessionUser,
  client: { device: string; pushToken: string; agent: string },
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
  if (!row || row.endedAt || row.expiresAt <= now || !row.canEnter) throw expired('session.expired');
  if (isSessionIdle(row.lastSeenAt, now)) {
    await endSession(deps.db, row.id, 'inactivity', now);
    throw expired('session.expiredInactivity');
  }
  // Slide the 1800 s window, writing at most every few seconds: one row written per call would
  // serialise a busy person's parallel calls on that row's lock.
  const due = now.getTime() - row.lastSeenAt.getTime() >= TOUCH_GRANULARITY_MS;
  if (due && claimTouch(row.id, now.getTime())) await touchSession(deps.db, row.id, now);
  return {
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
}
