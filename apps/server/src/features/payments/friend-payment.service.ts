import { randomInt } from 'node:crypto';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { Card } from '@vo/domain/payments/card.rules';
import { FRIEND_CODE_LOOKUPS } from '@vo/domain/payments/guess-limits';
import { PAYMENT_REQUEST_CODE_LENGTH, PAYMENT_REQUEST_TTL_HOURS } from '@vo/domain/payments/payment-config';
import type { PaymentRequestView } from '@vo/domain/payments/payment-means.wire';
import type { PaymentOutcome } from '@vo/domain/payments/payments.wire';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { perPersonCap } from '../../platform/limits/attempt-limits.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { admitPayment } from './admission.ts';
import { chargeCard } from './card-payment.service.ts';
import { insertPaymentRequest, markRequestPaid, paymentRequestByCode } from './payment-means.repo.ts';
import type { CardAttempt } from './void-on-failure.ts';

/** Letters and digits that cannot be misread for one another when dictated (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: PAYMENT_REQUEST_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
}

const UNKNOWN_CODE: ReadonlySet<MessageKey> = new Set(['payments.friendCodeInvalid']);

/** Unknown codes one person tries are capped per hour: codes are short enough to be guessed in bulk. */
export const withFriendCodeCap = perPersonCap(FRIEND_CODE_LOOKUPS, UNKNOWN_CODE);

/** POST /pagos/amigo/solicitud: the owner asks someone else to pay this amount of this product. */
export async function askFriendToPay(
  deps: AppDeps,
  session: SessionContext,
  request: { productId: number; amountCents: bigint },
): Promise<PaymentRequestView> {
  return deps.db.transaction(async (tx) => {
    const { product, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
    const created = await insertPaymentRequest(tx, {
      code: newCode(),
      userId: session.userId,
      productId: product.id,
      amountCents,
      expiresAt: new Date(now.getTime() + PAYMENT_REQUEST_TTL_HOURS * 3_600_000),
      createdAt: now,
    });
    return (await friendRequestOf(tx, deps, created.code))!;
  });
}

async function friendRequestOf(
  db: Tx | AppDeps['db'],
  deps: AppDeps,
  code: string,
): Promise<PaymentRequestView | null> {
  const row = await paymentRequestByCode(db, code);
  if (!row) return null;
  const { request } = row;
  const state = request.paymentId ? 'paid' : request.expiresAt <= deps.clock.now() ? 'expired' : 'pending';
  return {
    code: request.code,
    amountCents: request.amountCents,
    currency: row.currency,
    expiresAt: request.expiresAt,
    description: row.description,
    companyName: row.companyName,
    // A friend needs to know whose debt they pay, not the owner's full identity.
    holderFirstName: row.fullName.split(' ')[0] ?? '',
    state,
  };
}

/** GET /pagos/amigo: what a code asks for; any logged-in person may look, as the owner gave them the code. */
export async function friendRequest(deps: AppDeps, code: string): Promise<PaymentRequestView> {
  const found = await friendRequestOf(deps.db, deps, code);
  if (!found) throw new AppError('payments.friendCodeInvalid', 1, {}, { campo: 'codigo' });
  return found;
}

/** POST /pagos/amigo/tarjeta, inside runOnce: the friend's card pays the owner's product, once per code. */
export async function friendPaysByCard(
  tx: Tx,
  deps: AppDeps,
  payer: SessionContext,
  request: { code: string; card: Card },
  attempt: CardAttempt,
): Promise<PaymentOutcome> {
  const row = await paymentRequestByCode(tx, request.code, { forUpdate: true });
  if (!row) throw new AppError('payments.friendCodeInvalid', 1, {}, { campo: 'codigo' });
  if (row.request.paymentId) throw new AppError('payments.friendCodePaid', 1, {}, { campo: 'codigo' });
  if (row.request.expiresAt <= deps.clock.now())
    throw new AppError('payments.friendCodeExpired', 1, {}, { campo: 'codigo' });
  const admitted = await admitPayment(tx, deps, row.request.userId, {
    productId: row.request.productId,
    amountCents: row.request.amountCents,
  });
  const result = await chargeCard(tx, deps, {
    ...admitted,
    payerUserId: payer.userId,
    ownerDocumentNumber: row.ownerDocumentNumber,
    card: request.card,
    attempt,
  });
  await markRequestPaid(tx, row.request.id, result.paymentId);
  return result;
}
