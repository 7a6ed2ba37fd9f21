import { randomUUID } from 'node:crypto';
import { CARD_TRANSACTION_LIMIT_CENTS, MAX_CARDS_PER_CLIENT } from '@vo/domain/config';
import { type CardFields, cardExpired, expiryYear } from '@vo/domain/payments/card.rules';
import type { cardPaymentRequestSchema, PaymentResult } from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { type AdmittedPayment, admitPayment } from './admission.ts';
import { cardCount, cardOfCustomer, rememberCard } from './payments.repo.ts';
import { recordReceivedPayment } from './settlement.ts';

type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;

/** POST /pagos/tarjeta, inside runOnce's transaction: the caller pays their own product. */
export async function payByCard(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: CardPaymentRequest,
  onCharged: (reference: string) => void,
): Promise<PaymentResult> {
  const admitted = await admitPayment(tx, deps, session.userId, request);
  return chargeCard(tx, deps, {
    ...admitted,
    payerUserId: session.userId,
    ownerCi: session.ci,
    card: request,
    onCharged,
  });
}

/**
 * Charges an admitted payment to a card and settles it. The acquirer is asked last, after every
 * rule; `onCharged` learns the reference of an approved charge so the caller can give it back if the
 * transaction does not commit (the database must never miss money a card was charged).
 */
export async function chargeCard(
  tx: Tx,
  deps: AppDeps,
  input: AdmittedPayment & {
    payerUserId: number;
    ownerCi: string;
    card: CardFields;
    onCharged: (reference: string) => void;
  },
): Promise<PaymentResult> {
  const { product, amountCents, now, card, payerUserId } = input;
  if (amountCents > CARD_TRANSACTION_LIMIT_CENTS) throw new AppError('payments.cardLimit', 1, {}, { campo: 'monto' });
  const month = Number(card.mesExpiracion);
  const year = expiryYear(card.anioExpiracion);
  if (cardExpired(month, year, now)) throw new AppError('payments.cardExpired', 1, {}, { campo: 'anioExpiracion' });

  const token = await deps.paymentGateway.tokenize({
    number: card.numeroTarjeta,
    expiryMonth: month,
    expiryYear: year,
    cvc: card.cvc,
  });
  const known = await cardOfCustomer(tx, payerUserId, token.token);
  if (!known && (await cardCount(tx, payerUserId)) >= MAX_CARDS_PER_CLIENT) {
    throw new AppError('payments.cardCountExceeded', 1, {}, { campo: 'numeroTarjeta' });
  }

  const reference = `card-${randomUUID()}`;
  const charge = await deps.paymentGateway.charge({
    token: token.token,
    amountCents,
    currency: product.currency,
    reference,
  });
  if (charge.outcome === 'timeout') {
    // Whether the acquirer took the money is unknown: void it, so "nothing was charged" is true.
    await deps.paymentGateway.refund(reference);
    throw new AppError('payments.gatewayTimeout');
  }
  if (charge.outcome === 'declined') throw new AppError('payments.declined');
  input.onCharged(reference);

  await rememberCard(tx, {
    userId: payerUserId,
    token: token.token,
    brand: token.brand,
    last4: token.last4,
    firstUsedAt: now,
  });
  return recordReceivedPayment(tx, {
    ...input,
    method: 'card',
    methodDetail: `Tarjeta ${token.brand.toUpperCase()} **** ${token.last4}`,
    details: { cardBrand: token.brand, cardLast4: token.last4, externalReference: reference },
  });
}
