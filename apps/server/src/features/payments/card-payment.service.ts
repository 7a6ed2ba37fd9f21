import { randomUUID } from 'node:crypto';
import { CARD_TRANSACTION_LIMIT_CENTS, MAX_CARDS_PER_CLIENT } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { checkPaymentAmount } from '@vo/domain/payments/amount.rules';
import { blackoutAt } from '@vo/domain/payments/blackout.rules';
import { cardExpired, expiryYear } from '@vo/domain/payments/card.rules';
import type { cardPaymentRequestSchema, PaymentResult } from '@vo/domain/payments/payments.schemas';
import { statementOf } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnProduct, scheduleOf, toInstalment } from '../../platform/product-accounts.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { cardCount, cardOfCustomer, insertPayment, rememberCard } from './payments.repo.ts';
import { settlePayment } from './settlement.ts';

type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;

/** The product, its locked schedule and the amount, after every rule that does not depend on the method. */
export async function admitPayment(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: { idProducto: number; monto: string },
) {
  const product = await findOwnProduct(tx, session.userId, request.idProducto);
  if (!product) throw new AppError('products.notFound', 1, {}, { campo: 'idProducto' });
  const now = deps.clock.now();
  const blackout = blackoutAt(product.companyId, now);
  if (blackout) throw new AppError('payments.blackout', 1, { until: blackout.until });
  const schedule = (await scheduleOf(tx, product.id, { forUpdate: true })).map(toInstalment);
  const statement = statementOf(schedule, businessDateOf(now));
  const amount = checkPaymentAmount(request.monto, statement.totalDebt);
  if (!amount.ok) {
    throw new AppError(amount.key, 1, { debt: `${dec(statement.totalDebt)} ${product.currency}` }, { campo: 'monto' });
  }
  return { product, schedule, amountCents: amount.cents, now };
}

/**
 * POST /pagos/tarjeta, inside runOnce's transaction. The acquirer is asked last, after every rule;
 * `onCharged` learns the reference of an approved charge so the caller can give it back if the
 * transaction does not commit (the database must never miss money the card was charged).
 */
export async function payByCard(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: CardPaymentRequest,
  onCharged: (reference: string) => void,
): Promise<PaymentResult> {
  const { product, schedule, amountCents, now } = await admitPayment(tx, deps, session, request);
  if (amountCents > CARD_TRANSACTION_LIMIT_CENTS) throw new AppError('payments.cardLimit', 1, {}, { campo: 'monto' });
  const month = Number(request.mesExpiracion);
  const year = expiryYear(request.anioExpiracion);
  if (cardExpired(month, year, now)) throw new AppError('payments.cardExpired', 1, {}, { campo: 'anioExpiracion' });

  const card = await deps.paymentGateway.tokenize({
    number: request.numeroTarjeta,
    expiryMonth: month,
    expiryYear: year,
    cvc: request.cvc,
  });
  const known = await cardOfCustomer(tx, session.userId, card.token);
  if (!known && (await cardCount(tx, session.userId)) >= MAX_CARDS_PER_CLIENT) {
    throw new AppError('payments.cardCountExceeded', 1, {}, { campo: 'numeroTarjeta' });
  }

  const reference = `card-${randomUUID()}`;
  const charge = await deps.paymentGateway.charge({
    token: card.token,
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
  onCharged(reference);

  await rememberCard(tx, { userId: session.userId, token: card.token, brand: card.brand, last4: card.last4, firstUsedAt: now });
  const payment = await insertPayment(tx, {
    userId: session.userId,
    productId: product.id,
    method: 'card',
    state: 'pending',
    amountCents,
    currency: product.currency,
    cardBrand: card.brand,
    cardLast4: card.last4,
    externalReference: reference,
    createdAt: now,
  });
  const { receiptNumber, settled } = await settlePayment(tx, {
    paymentId: payment.id,
    product,
    schedule,
    amountCents,
    method: 'card',
    methodDetail: `Tarjeta ${card.brand.toUpperCase()} **** ${card.last4}`,
    customerCi: session.ci,
    now,
  });
  return { idPago: payment.id, estado: 'confirmado', monto: dec(amountCents), nroRecibo: receiptNumber, cuotasPagadas: settled };
}
