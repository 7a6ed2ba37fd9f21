import { type Card, cardExpired } from '@vo/domain/payments/card.rules';
import type { PaymentOutcome } from '@vo/domain/payments/payments.wire';
import type { CardToken } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type AdmittedPayment, admitPayment } from './admission.ts';
import { type CardCharge, cardChargeFacts } from './card-charge.ts';
import { claimChargeIntent } from './charge-intents.repo.ts';
import { isCardKept, keptCardCount, lockCardsOf, rememberCard } from './saved-cards.repo.ts';
import { recordReceivedPayment } from './settlement.ts';
import type { CardAttempt } from './void-on-failure.ts';

/** POST /pagos/tarjeta, inside runOnce's transaction: the caller pays their own product. */
export async function payByCard(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: { productId: number; amountCents: bigint; card: Card },
  attempt: CardAttempt,
): Promise<PaymentOutcome> {
  const admitted = await admitPayment(tx, deps, session.userId, request);
  return chargeCard(tx, deps, {
    ...admitted,
    payerUserId: session.userId,
    ownerDocumentNumber: session.documentNumber,
    card: request.card,
    attempt,
  });
}

/** What a charge needs: who pays, how much, when, the card (typed, or the acquirer's token of it), and its attempt. */
interface ChargeInput<Card> {
  payerUserId: number;
  amountCents: bigint;
  currency: string;
  now: Date;
  card: Card;
  attempt: CardAttempt;
}

/** Spec §9: no card transaction above the configured limit, whether the card is typed now or was kept. */
function refuseAboveCardLimit(amountCents: bigint, limitCents: number) {
  if (amountCents > BigInt(limitCents))
    throw new AppError('payments.cardLimit', 1, { cardLimit: String(limitCents / 100) }, { campo: 'monto' });
}

/**
 * Takes money from a card after every rule of ours: the card limit, the expiry, the number of cards a
 * client may use (spec §6). The acquirer is asked last, under the attempt's reference whose intent is
 * committed (voidIfNotRecorded), so a charge the transaction does not commit is given back (the database must
 * never miss money a card was charged).
 */
export async function takeCardCharge(tx: Tx, deps: AppDeps, input: ChargeInput<Card>): Promise<CardCharge> {
  const { amountCents, now, card, payerUserId } = input;
  refuseAboveCardLimit(amountCents, deps.limits.cardTransactionLimitCents);
  if (cardExpired(card.expiryMonth, card.expiryYear, now)) {
    throw new AppError('payments.cardExpired', 1, {}, { campo: 'anioExpiracion' });
  }

  const token = await deps.paymentGateway.tokenize(card);
  // Only the cards kept count: one removed on the saved-cards page frees its place (docs/decisions/0022).
  if (!(await isCardKept(tx, payerUserId, token.token))) {
    // New cards of one person are counted one payment at a time (docs/decisions/0042).
    await lockCardsOf(tx, payerUserId);
    const full = (await keptCardCount(tx, payerUserId)) >= deps.limits.maxCardsPerClient;
    // The same card paid twice at once: the first kept it while the second waited.
    if (full && !(await isCardKept(tx, payerUserId, token.token))) {
      const maxCards = deps.limits.maxCardsPerClient;
      throw new AppError('payments.cardCountExceeded', 1, { maxCards }, { campo: 'numeroTarjeta' });
    }
  }
  const expiry = { expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
  return chargeCardToken(tx, deps, { ...input, card: { ...token, ...expiry } });
}

/**
 * Charges a card the acquirer has tokenised: one typed just now (after takeCardCharge's checks), or one
 * kept for a subscription's renewal (whose caller first checks the customer still keeps it, isCardKept). A timeout is voided at once, so "nothing was charged" stays true; a
 * decline is refused; an approval counts the card among the client's cards.
 */
export async function chargeCardToken(
  tx: Tx,
  deps: AppDeps,
  input: ChargeInput<CardToken & { expiryMonth?: number; expiryYear?: number }>,
): Promise<CardCharge> {
  const { amountCents, card } = input;
  refuseAboveCardLimit(amountCents, deps.limits.cardTransactionLimitCents);
  const { reference } = input.attempt;
  // The intent is marked recorded before the acquirer is asked and stays locked until this transaction ends:
  // the sweep never voids a charge this transaction may still record (docs/decisions/0069).
  if (!(await claimChargeIntent(tx, reference, input.now))) throw new AppError('platform.busyTryAgain');
  input.attempt.asking();
  const charge = await deps.paymentGateway.charge({
    token: card.token,
    amountCents,
    currency: input.currency,
    reference,
  });
  if (charge.outcome === 'timeout') {
    // Whether the acquirer took the money is unknown: void it, so "nothing was charged" is true.
    await deps.paymentGateway.voidCharge(reference);
    // The acquirer's answer is counted as it came: the refusal rolls back everything of ours (0059).
    deps.events.emit('paymentOutcome', { means: 'card', outcome: 'timeout' });
    throw new AppError('payments.gatewayTimeout');
  }
  if (charge.outcome === 'declined') {
    deps.events.emit('paymentOutcome', { means: 'card', outcome: 'declined' });
    throw new AppError('payments.declined');
  }
  // Test only (CARD_COMMIT_PAUSE_MS): holds the approved charge uncommitted, for a kill -9 at that moment.
  if (deps.cardCommitPauseMs) await new Promise((resolve) => setTimeout(resolve, deps.cardCommitPauseMs));

  await rememberCard(tx, {
    userId: input.payerUserId,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth ?? null,
    expiryYear: card.expiryYear ?? null,
    firstUsedAt: input.now,
  });
  return { reference, token: card.token, brand: card.brand, last4: card.last4 };
}

/** Charges an admitted payment to a card and settles it over the product's schedule. */
export async function chargeCard(
  tx: Tx,
  deps: AppDeps,
  input: AdmittedPayment & {
    payerUserId: number;
    ownerDocumentNumber: string;
    card: Card;
    attempt: CardAttempt;
  },
): Promise<PaymentOutcome> {
  const charged = await takeCardCharge(tx, deps, { ...input, currency: input.product.currency });
  return recordReceivedPayment(tx, deps, { ...input, method: 'card', ...cardChargeFacts(charged) });
}
