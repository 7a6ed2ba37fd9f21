import { createHash } from 'node:crypto';
import type { Envelope } from '@vo/domain/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { runTransaction } from './after-commit.ts';
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

/** Where one owner's Idempotency-Keys are kept: a person's (idempotency_keys) or a staff member's. */
interface KeyStore {
  claim(tx: Tx, claim: { key: string; route: string; requestHash: string; createdAt: Date }): Promise<boolean>;
  find(tx: Tx, key: string): Promise<{ requestHash: string; response: unknown } | null>;
  save(tx: Tx, key: string, response: unknown): Promise<void>;
}

/**
 * Runs a money-moving or booking use case exactly once per (owner, Idempotency-Key), Stripe-style:
 * the key is claimed first, in the same transaction as the effect, so a concurrent duplicate waits
 * on it and then replays the first answer; the same key with other parameters is refused; a refusal
 * rolls everything back, the key included, so the caller may correct and retry.
 */
async function runOnceIn<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  store: KeyStore,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const { deps } = request.server;
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('platform.idempotencyKeyRequired');
  const route = `${request.method} ${request.routeOptions.url}`;
  const requestHash = createHash('sha256')
    .update(`${route}\n${canonical(request.body ?? null)}`)
    .digest('hex');

  // runTransaction: what the use case announces (a confirmation's push) leaves only once this commits.
  const outcome = await runTransaction(deps.db, async (tx) => {
    if (!(await store.claim(tx, { key, route, requestHash, createdAt: deps.clock.now() }))) {
      const first = await store.find(tx, key);
      if (!first || first.requestHash !== requestHash) throw new AppError('platform.idempotencyConflict');
      return { envelope: first.response as Envelope<T>, replayed: true };
    }
    const envelope = await work(tx);
    await store.save(tx, key, envelope);
    return { envelope, replayed: false };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.envelope;
}

/** A person's money or booking call, exactly once per (person, Idempotency-Key). */
export async function runOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const session = request.session;
  if (!session) throw new AppError('session.required', 7);
  const userId = session.userId;
  return runOnceIn(
    request,
    reply,
    {
      claim: (tx, claim) => claimIdempotencyKey(tx, { userId, ...claim }),
      find: (tx, key) => findIdempotencyKey(tx, userId, key),
      save: (tx, key, response) => saveIdempotentResponse(tx, userId, key, response),
    },
    work,
  );
}

/**
 * A staff member's money act (docs/decisions/0043), exactly once per (staff member, Idempotency-Key), kept in
 * `staff_idempotency_keys`: a staff member is not a person of the portal.
 */
export async function runOnceAsStaff<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const staffMember = request.staff;
  if (!staffMember) throw new AppError('staff.sessionRequired', 7);
  const staffId = staffMember.staffId;
  return runOnceIn(
    request,
    reply,
    {
      claim: (tx, claim) => claimStaffIdempotencyKey(tx, { staffId, ...claim }),
      find: (tx, key) => findStaffIdempotencyKey(tx, staffId, key),
      save: (tx, key, response) => saveStaffIdempotentResponse(tx, staffId, key, response),
    },
    work,
  );
}
