import { randomUUID } from 'node:crypto';
import {
  STAFF_SESSION_INACTIVITY_SECONDS,
  STAFF_SESSION_MAX_LIFETIME_SECONDS,
} from '@vo/domain/back-office/back-office-config';
import { isStaffRole, type StaffRole } from '@vo/domain/back-office/staff-roles';
import { ApiStatus } from '@vo/domain/envelope';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { tokenOf } from './sessions.ts';
import { endStaffSession, findStaffSession, insertStaffSession, touchStaffSession } from './staff-sessions.repo.ts';
import { isCanonicalToken } from './token-spelling.ts';

/*
 * Staff sessions (docs/decisions/0038): a JWT of its own audience naming a row of staff_sessions. A portal
 * token (audience "session") is refused here, and a staff token is refused by the portal's guard. Staff
 * traffic is small, so every call reads its row: a session ended or a staff member disabled stops at once.
 */

export interface StaffContext {
  sessionId: string;
  staffId: number;
  role: StaffRole;
  fullName: string;
  email: string;
}

const STAFF_AUDIENCE = 'staff';
/** The first step's proof (password right, code still to come): only the second step accepts it. */
const CHALLENGE_AUDIENCE = 'staff-challenge';

const secretKey = (deps: Pick<AppDeps, 'jwtSecret'>) => new TextEncoder().encode(deps.jwtSecret);
const ended = () => new AppError('staff.sessionRequired', ApiStatus.sessionExpired);

export async function signStaffChallenge(
  deps: Pick<AppDeps, 'jwtSecret'>,
  staffId: number,
  now: Date,
  ttlMinutes: number,
) {
  const iat = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(CHALLENGE_AUDIENCE)
      // Names the proof, so the session it opens records it and a second session cannot (docs/decisions/0042).
      .setJti(randomUUID())
      .setSubject(String(staffId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlMinutes * 60)
      .sign(secretKey(deps))
  );
}

/** The "start again" refusal: a proof forged, expired, or used already. */
export const challengeExpired = () => new AppError('staff.challengeExpired', 1, {}, { campo: 'codigo' });

/** The staff member a first-step proof names, and the proof's own id; or the "start again" refusal. */
export async function staffOfChallenge(
  deps: Pick<AppDeps, 'jwtSecret'>,
  challenge: string,
  now: Date,
): Promise<{ staffId: number; challengeId: string }> {
  try {
    const { payload } = await jwtVerify(challenge, secretKey(deps), {
      audience: CHALLENGE_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const staffId = Number(payload.sub);
    if (!Number.isSafeInteger(staffId)) throw new Error('no subject');
    // A proof signed before proofs had ids would open any number of sessions: it starts again.
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) throw new Error('no proof id');
    return { staffId, challengeId: payload.jti };
  } catch {
    throw challengeExpired();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Opens a staff session and answers its token; with the first-step proof that earned it, once per proof:
 * null when that proof opened a session already. `db` is the caller's transaction, when it has one.
 */
export async function openStaffSession(
  deps: AppDeps,
  staffId: number,
  now: Date,
  proof: { challengeId: string; db: Executor } | null = null,
): Promise<string | null> {
  const sessionId = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + STAFF_SESSION_MAX_LIFETIME_SECONDS;
  const opened = await insertStaffSession(proof?.db ?? deps.db, {
    id: sessionId,
    staffId,
    createdAt: now,
    expiresAt: new Date(exp * 1000),
    challengeId: proof?.challengeId ?? null,
  });
  if (!opened) return null;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(STAFF_AUDIENCE)
    .setJti(sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secretKey(deps));
}

/** Status 7 for a missing, forged, portal, expired, ended or idle staff token; otherwise its staff member. */
export async function requireStaffSession(request: FastifyRequest, deps: AppDeps): Promise<StaffContext> {
  const token = tokenOf(request);
  if (!token || token.length > 4096 || !isCanonicalToken(token)) throw ended();
  const now = deps.clock.now();
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, secretKey(deps), {
      audience: STAFF_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.jti !== 'string') throw new Error('no session id');
    sessionId = payload.jti;
  } catch {
    throw ended();
  }
  const row = await findStaffSession(deps.db, sessionId);
  if (!row || row.endedAt || row.expiresAt <= now || row.active !== 1 || !isStaffRole(row.role)) throw ended();
  if (now.getTime() - row.lastSeenAt.getTime() >= STAFF_SESSION_INACTIVITY_SECONDS * 1000) {
    await endStaffSession(deps.db, sessionId, now);
    throw ended();
  }
  await touchStaffSession(deps.db, sessionId, now);
  return { sessionId, staffId: row.staffId, role: row.role, fullName: row.fullName, email: row.email };
}

export const closeStaffSession = (deps: AppDeps, sessionId: string) =>
  endStaffSession(deps.db, sessionId, deps.clock.now());
