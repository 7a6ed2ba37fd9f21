import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { type ChargeIntentFacts, recordChargeIntent, settleAskedIntent } from './charge-intents.repo.ts';

/**
 * One card charge a request may make: its reference (its intent is already committed under it) and the moment
 * the acquirer is about to be asked (after which a failure must void it).
 */
export interface CardAttempt {
  reference: string;
  asking(): void;
}

/**
 * Runs a card payment with its charge's intent committed first (docs/decisions/0069) and, if it fails after
 * the acquirer was asked (the transaction did not commit, whatever the reason), voids the charge: a customer
 * is never charged for a payment the database does not hold. If this process dies before it can, the intent
 * stays `asked` and the sweep (charge-intents-sweep.ts) voids it at the next start or round.
 */
export async function voidIfNotRecorded<T>(
  deps: AppDeps,
  facts: ChargeIntentFacts,
  run: (attempt: CardAttempt) => Promise<T>,
): Promise<T> {
  const reference = `card-${randomUUID()}`;
  await recordChargeIntent(deps.db, reference, facts, deps.clock.now());
  let asked = false;
  const attempt: CardAttempt = {
    reference,
    asking: () => {
      asked = true;
    },
  };
  let result: T;
  try {
    result = await run(attempt);
  } catch (error) {
    if (asked) await deps.paymentGateway.voidCharge(reference);
    // Left asked if this fails: the sweep settles it, and the caller hears the first failure, not this one.
    await settleAskedIntent(deps.db, reference, 'voided', deps.clock.now()).catch(() => {});
    throw error;
  }
  // Asked and committed: the payment's transaction marked it recorded. Never asked (a replayed key, nothing to
  // charge): nothing stands at the acquirer under it.
  if (!asked) await settleAskedIntent(deps.db, reference, 'unused', deps.clock.now()).catch(() => {});
  return result;
}

/** What a person's card request says of its charge's intent: who pays, under which Idempotency-Key, and what. */
export function intentOf(
  request: FastifyRequest,
  what: { productId?: number; amountCents?: bigint } = {},
): ChargeIntentFacts {
  const key = request.headers['idempotency-key'];
  return {
    ...what,
    ...(request.session ? { userId: request.session.userId } : {}),
    ...(typeof key === 'string' ? { idempotencyKey: key.slice(0, 200) } : {}),
  };
}
