import { randomInt } from 'node:crypto';
import { PAYMENT_REQUEST_CODE_LENGTH, PAYMENT_REQUEST_TTL_HOURS } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type {
  FriendRequest,
  friendCardPaymentSchema,
  friendRequestSchema,
  PaymentResult,
} from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { admitPayment } from './admission.ts';
import { chargeCard } from './card-payment.service.ts';
import { insertPaymentRequest, markRequestPaid, paymentRequestByCode } from './payment-means.repo.ts';

/** Letters and digits that cannot be misread for one another when dictated (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: PAYMENT_REQUEST_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
}

/** POST /pagos/amigo/solicitud: the owner asks someone else to pay this amount of this product. */
export async function askFriendToPay(
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof friendRequestSchema>,
): Promise<FriendRequest> {
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

async function friendRequestOf(db: Tx | AppDeps['db'], deps: AppDeps, code: string): Promise<FriendRequest | null> {
  const row = await paymentRequestByCode(db, code);
  if (!row) return null;
  const { request } = row;
  const state = request.paymentId ? 'pagado' : request.expiresAt <= deps.clock.now() ? 'vencido' : 'pendiente';
  return {
    codigo: request.code,
    monto: dec(request.amountCents),
    moneda: row.currency,
    expira: request.expiresAt.toISOString(),
    descripcion: row.description,
    empresa: row.companyName,
    // A friend needs to know whose debt they pay, not the owner's full identity.
    titular: row.fullName.split(' ')[0] ?? '',
    estado: state,
  };
}

/** GET /pagos/amigo: what a code asks for; any logged-in person may look, as the owner gave them the code. */
export async function friendRequest(deps: AppDeps, code: string): Promise<FriendRequest> {
  const found = await friendRequestOf(deps.db, deps, code);
  if (!found) throw new AppError('payments.friendCodeInvalid', 1, {}, { campo: 'codigo' });
  return found;
}

/** POST /pagos/amigo/tarjeta, inside runOnce: the friend's card pays the owner's product, once per code. */
export async function friendPaysByCard(
  tx: Tx,
  deps: AppDeps,
  payer: SessionContext,
  request: z.output<typeof friendCardPaymentSchema>,
  onCharged: (reference: string) => void,
): Promise<PaymentResult> {
  const row = await paymentRequestByCode(tx, request.codigo, { forUpdate: true });
  if (!row) throw new AppError('payments.friendCodeInvalid', 1, {}, { campo: 'codigo' });
  if (row.request.paymentId) throw new AppError('payments.friendCodePaid', 1, {}, { campo: 'codigo' });
  if (row.request.expiresAt <= deps.clock.now())
    throw new AppError('payments.friendCodeExpired', 1, {}, { campo: 'codigo' });
  const admitted = await admitPayment(tx, deps, row.request.userId, {
    idProducto: row.request.productId,
    monto: dec(row.request.amountCents),
  });
  const result = await chargeCard(tx, deps, {
    ...admitted,
    payerUserId: payer.userId,
    ownerCi: row.ownerCi,
    card: request,
    onCharged,
  });
  await markRequestPaid(tx, row.request.id, result.idPago);
  return result;
}
