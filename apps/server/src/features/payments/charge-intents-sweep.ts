import { CHARGE_INTENT_GRACE_SECONDS } from '@vo/domain/payments/payments-config';
import { REFUND_RETRY_SECONDS } from '@vo/domain/payments/refund.rules';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { askedIntentsBefore, lockAskedIntent, settleAskedIntent } from './charge-intents.repo.ts';

/** How many intents one round settles: the rest wait for the next round. */
const INTENTS_PER_ROUND = 50;

/**
 * Voids the card charges no payment recorded (docs/decisions/0069): intents still `asked` after the grace are
 * what a process that died between the acquirer's approval and its commit left behind (or one that died before
 * asking). Each is locked first, skipping one a payment's transaction holds, so a charge being recorded is
 * never voided; then the acquirer voids what it holds under the reference (nothing, if it never charged it).
 * Answers how many were voided.
 */
export async function voidUnrecordedCharges(
  deps: AppDeps,
  graceSeconds: number = CHARGE_INTENT_GRACE_SECONDS,
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - graceSeconds * 1000);
  let voided = 0;
  for (const reference of await askedIntentsBefore(deps.db, before, INTENTS_PER_ROUND)) {
    // The row stays locked while the acquirer answers: a payment's transaction cannot mark it meanwhile.
    const settled = await deps.db.transaction(async (tx) => {
      if (!(await lockAskedIntent(tx, reference))) return false;
      await deps.paymentGateway.voidCharge(reference);
      await settleAskedIntent(tx, reference, 'voided', deps.clock.now());
      return true;
    });
    if (settled) voided++;
  }
  return voided;
}

/**
 * At start and on the refunds' schedule (REFUND_RETRY_SECONDS), on every instance. The start's round keeps the
 * grace too: another instance's payment may be between its intent and its transaction. A period shorter than
 * the grace (a test's) shortens the grace as well.
 */
export function startChargeSweeps(app: FastifyInstance) {
  const every = app.deps.refundRetrySeconds ?? REFUND_RETRY_SECONDS;
  const grace = Math.min(every, CHARGE_INTENT_GRACE_SECONDS);
  const round = () =>
    voidUnrecordedCharges(app.deps, grace).then(
      (voided) => voided > 0 && app.log.warn({ voided }, 'card charges no payment recorded were voided'),
      (error) => app.log.warn({ err: error }, 'card charge sweep failed; tried again next round'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void round();
    timer = setInterval(() => void round(), every * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
