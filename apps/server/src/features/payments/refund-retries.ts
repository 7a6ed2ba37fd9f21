import { REFUND_ANSWER_WAIT_SECONDS, REFUND_RETRY_SECONDS } from '@vo/domain/payments/refund.rules';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { requestedRefundsBefore } from './refunds.repo.ts';
import { finishRefund } from './refunds.service.ts';

/** How many refunds one round asks about: the rest wait for the next round. */
const REFUNDS_PER_ROUND = 50;

/**
 * Asks again about the refunds whose answer never came (a timeout, or a crash between recording a refund and
 * hearing back; docs/decisions/0043), under their own references: the acquirer and the bank answer what they
 * did, and each refund is written once. Refunds younger than `waitSeconds` are left to the act that may still
 * be waiting for them. Answers how many were finished.
 */
export async function retryRequestedRefunds(
  deps: AppDeps,
  waitSeconds: number = REFUND_ANSWER_WAIT_SECONDS,
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - waitSeconds * 1000);
  let finished = 0;
  for (const refundId of await requestedRefundsBefore(deps.db, before, REFUNDS_PER_ROUND)) {
    const outcome = await finishRefund(deps, refundId);
    if (outcome.refund.state !== 'requested') finished++;
  }
  return finished;
}

/**
 * Every REFUND_RETRY_SECONDS (or deps.refundRetrySeconds), and once at start, on every instance. At start every requested refund is asked
 * about at once, young or not: the act that asked it may have died with a crash. Two instances asking about
 * one refund at once write it once (finishRefund).
 */
export function startRefundRetries(app: FastifyInstance) {
  const round = (waitSeconds?: number) =>
    retryRequestedRefunds(app.deps, waitSeconds).then(
      (finished) => finished > 0 && app.log.info({ finished }, 'refunds finished on retry'),
      (error) => app.log.warn({ err: error }, 'refund retry failed; tried again next round'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void round(0);
    const every = app.deps.refundRetrySeconds ?? REFUND_RETRY_SECONDS;
    // A retry period shorter than the act's wait (a test's, an impatient operator's) shortens the wait too.
    timer = setInterval(() => void round(Math.min(every, REFUND_ANSWER_WAIT_SECONDS)), every * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
