import { createHash } from 'node:crypto';
import type { Envelope } from '@vo/domain/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { runTransaction } from './after-commit.ts';
import { AppError } from './errors.ts';
import { claimIdempotencyKey, findIdempotencyKey, saveIdempotentResponse } from './idempotency.repo.ts';
import {
  claimStaffIdempotencyKey,
  findStaffIdempotencyKey,
  saveStaffIdempotentResponse,
} from './staff-idempotency.repo.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The same request written two ways ({a,b} and {b,a}) is the same request. It is the request as the
 * endpoint's schema translated it (docs/decisions/0020), so amounts are cents: bigint, written with an n.
 */
function canonical(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes a money call the same call sent again: its Idempotency-Key and its translated request. A
 * guessing cap counts a double tap once (docs/decisions/0018); a new key, or another PIN, counts anew.
 * Undefined without a key (runOnce refuses those anyway).
 */
export function attemptFingerprint(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return undefined;
  return createHash('sha256')
    .update(`${key}\n${request.method} ${request.routeOptions.url}\n${canonical(request.body ?? null)}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Runs a money-moving or booking use case exactly once per (person, Idempotency-Key), Stripe-style:
 * the key is claimed first, in the same transaction as the effect, so a concurrent duplicate waits
 * on it and then replays the first answer; the same key with other parameters is refused; a refusal
 * rolls everything back, the key included, so the person may correct and retry.
 */
export async function runOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const { deps } = request.server;
  const session = request.session;
  if (!session) throw new AppError('session.required', 7);
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('platform.idempotencyKeyRequired');
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${canonical(request.body ?? null)}`)
    .digest('hex');

  // runTransaction: what the use case announces (a confirmation's push) leaves only once this commits.
  const outcome = await runTransaction(deps.db, async (tx) => {
    const claimed = await claimIdempotencyKey(tx, {
      userId: session.userId,
      key,
      route,
      requestHash,
      createdAt: deps.clock.now(),
    });
    if (!claimed) {
      const first = await findIdempotencyKey(tx, session.userId, key);
      if (!first || first.requestHash !== requestHash) throw new AppError('platform.idempotencyConflict');
      return { envelope: first.response as Envelope<T>, replayed: true };
    }
    const envelope = await work(tx);
    await saveIdempotentResponse(tx, session.userId, key, envelope);
    return { envelope, replayed: false };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.envelope;
}

/**
 * runOnce for a staff member's money act (issue 21): the same claim-first rules, keyed by (staff member,
 * Idempotency-Key) in `staff_idempotency_keys`, since a staff member is not a person of the portal.
 */
export async function runOnceAsStaff<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const { deps } = request.server;
  const staffMember = request.staff;
  if (!staffMember) throw new AppError('staff.sessionRequired', 7);
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('platform.idempotencyKeyRequired');
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${canonical(request.body ?? null)}`)
    .digest('hex');
  const outcome = await runTransaction(deps.db, async (tx) => {
    const claimed = await claimStaffIdempotencyKey(tx, {
      staffId: staffMember.staffId,
      key,
      route,
      requestHash,
      createdAt: deps.clock.now(),
    });
    if (!claimed) {
      const first = await findStaffIdempotencyKey(tx, staffMember.staffId, key);
      if (!first || first.requestHash !== requestHash) throw new AppError('platform.idempotencyConflict');
      return { envelope: first.response as Envelope<T>, replayed: true };
    }
    const envelope = await work(tx);
    await saveStaffIdempotentResponse(tx, staffMember.staffId, key, envelope);
    return { envelope, replayed: false };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.envelope;
}
