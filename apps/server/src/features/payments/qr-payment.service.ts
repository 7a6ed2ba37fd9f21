import { randomUUID } from 'node:crypto';
import { parseAmountToCents } from '@vo/domain/money';
import { type FeeKind, ledgerEntriesFor } from '@vo/domain/payments/ledger.rules';
import { QR_PAYMENT_TTL_MINUTES } from '@vo/domain/payments/payment-config';
import type { PaymentOutcome, PaymentState, QrChargeIssued } from '@vo/domain/payments/payments.wire';
import { qrRefusal } from '@vo/domain/payments/qr.rules';
import { statementOf } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import QRCode from 'qrcode';
import type { QrNotification } from '../../adapters/qr-bank/qr-bank.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { runTransaction } from '../../platform/exactly-once/after-commit.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { findOwnProduct, type OwnProduct, scheduleOf, toInstalment } from '../products/index.ts';
import { admitPayment } from './admission.ts';
import { feeSettlerOf } from './fee-settlers.ts';
import {
  expirePayment,
  findOwnPayment,
  findPaymentByBankTransaction,
  insertLedger,
  insertPayment,
  instalmentsWithReceipt,
  lockPaymentByReference,
  type PaymentRecord,
  updatePayment,
} from './payments.repo.ts';
import { settleFee, settlePayment } from './settlement.ts';

/** POST /pagos/qr, inside runOnce: a pending payment and the code the customer's bank app scans. */
export async function createQrCharge(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: { productId: number; amountCents: bigint },
): Promise<QrChargeIssued> {
  const { product, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
  return issueQr(tx, deps, { userId: session.userId, product, amountCents, now, fee: null });
}

/**
 * A QR for a fee of the caller's own product (the RCI affiliation, docs/decisions/0048): the feature that sells
 * the fee has checked who may buy it; the payment carries the fee, so the bank's confirmation settles it as that
 * fee and gives what the fee buys, never touching an instalment.
 */
export async function createFeeQrCharge(
  tx: Tx,
  deps: AppDeps,
  request: { userId: number; product: OwnProduct; fee: FeeKind; amountCents: bigint; now: Date },
): Promise<QrChargeIssued> {
  feeSettlerOf(request.fee);
  return issueQr(tx, deps, request);
}

async function issueQr(
  tx: Tx,
  deps: AppDeps,
  request: { userId: number; product: OwnProduct; amountCents: bigint; now: Date; fee: FeeKind | null },
): Promise<QrChargeIssued> {
  const { product, amountCents, now } = request;
  const refusal = qrRefusal(product.companyId, deps.featureFlags, deps.limits.companiesWithoutQr);
  if (refusal) throw new AppError(refusal);
  const reference = `qr-${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + QR_PAYMENT_TTL_MINUTES * 60_000);
  const payload = await deps.qrBank.createCharge({ reference, amountCents, currency: product.currency, expiresAt });
  if (!payload) throw new AppError('payments.qrNotGenerated');
  const payment = await insertPayment(tx, {
    userId: request.userId,
    productId: product.id,
    method: 'qr',
    state: 'pending',
    amountCents,
    currency: product.currency,
    fee: request.fee,
    externalReference: reference,
    createdAt: now,
    expiresAt,
  });
  return {
    paymentId: payment.id,
    amountCents,
    reference,
    qrSvg: await QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    expiresAt,
  };
}

async function resultOf(deps: AppDeps, payment: PaymentRecord): Promise<PaymentOutcome> {
  return {
    paymentId: payment.id,
    state: payment.state as PaymentState,
    amountCents: payment.amountCents,
    receiptNumber: payment.receiptNumber,
    settledInstalments: payment.receiptNumber
      ? await instalmentsWithReceipt(deps.db, payment.productId, payment.receiptNumber)
      : [],
  };
}

/** GET /pagos/qr/estado: a pending QR past its expiry becomes expired when someone looks. */
export async function qrPaymentState(
  deps: AppDeps,
  session: SessionContext,
  paymentId: number,
): Promise<PaymentOutcome> {
  const payment = await findOwnPayment(deps.db, session.userId, paymentId);
  if (!payment) throw new AppError('payments.notFound');
  if (payment.state === 'pending' && payment.expiresAt && payment.expiresAt <= deps.clock.now()) {
    await expirePayment(deps.db, payment.id);
    return resultOf(deps, { ...payment, state: 'expired' });
  }
  return resultOf(deps, payment);
}

/** A second transfer for one QR: its own payment row, in regularisation, its money in the suspense account. */
async function holdStrayTransfer(
  tx: Tx,
  paid: PaymentRecord,
  bankTransactionId: string,
  amountCents: bigint,
  now: Date,
): Promise<PaymentRecord> {
  const stray = await insertPayment(tx, {
    userId: paid.userId,
    productId: paid.productId,
    method: 'qr',
    state: 'regularising',
    amountCents,
    currency: paid.currency,
    bankTransactionId,
    createdAt: now,
    confirmedAt: now,
  });
  await insertLedger(tx, stray.id, ledgerEntriesFor('qr', amountCents, []), now);
  return stray;
}

/** Money a QR cannot apply (not what was asked, late, beyond the debt): its own amount, in the suspense account. */
async function holdForRegularisation(
  tx: Tx,
  payment: PaymentRecord,
  received: bigint,
  now: Date,
): Promise<PaymentRecord> {
  await insertLedger(tx, payment.id, ledgerEntriesFor('qr', received, []), now);
  await updatePayment(tx, payment.id, { state: 'regularising', amountCents: received, confirmedAt: now });
  return { ...payment, state: 'regularising', amountCents: received };
}

/**
 * POST /pagos/qr/notificacion: the bank says a QR was paid. Signed, and safe to deliver many times:
 * the payment row is locked and only a pending (or just expired) payment is settled. Money that does
 * not match what was asked, arrives after expiry or exceeds today's debt is kept "under
 * regularisation" (ledger suspense account) for customer service, never applied blindly; so is a second
 * transfer for a QR already paid. Each bank transaction is recorded once (a unique column).
 */
export async function confirmQrPayment(
  deps: AppDeps,
  notification: QrNotification,
  signature: string | undefined,
): Promise<{ userId: number; result: PaymentOutcome; changed: boolean }> {
  if (!deps.qrBank.verify(notification, signature)) throw new AppError('platform.forbidden');
  const received = parseAmountToCents(notification.monto);
  if (received === null || received <= 0n) throw new AppError('payments.amountInvalid');
  // runTransaction: the confirmation's notification is pushed once the settlement commits.
  const outcome = await runTransaction(deps.db, async (tx) => {
    const found = await lockPaymentByReference(tx, notification.referencia);
    if (found?.payment.method !== 'qr') throw new AppError('payments.notFound');
    const { payment, customerDocumentNumber } = found;
    const now = deps.clock.now();
    // The same transfer delivered again (under the QR's row lock): answered as it stands, nothing new.
    const known = await findPaymentByBankTransaction(tx, notification.transaccion);
    if (known) return { payment: known, changed: false };
    if (payment.state !== 'pending' && payment.state !== 'expired') {
      // Another transfer for a QR already settled: the money is real, so it is kept in suspense for
      // customer service to apply or refund, never dropped.
      return { payment: await holdStrayTransfer(tx, payment, notification.transaccion, received, now), changed: true };
    }
    const product = await findOwnProduct(tx, payment.userId, payment.productId);
    if (!product) throw new AppError('payments.notFound');
    if (payment.fee) {
      // A fee (docs/decisions/0048): exactly what was asked, while the QR was pending, buys it; anything else
      // waits in regularisation like an instalment QR's.
      const fee = payment.fee as FeeKind;
      await updatePayment(tx, payment.id, { bankTransactionId: notification.transaccion });
      if (payment.state === 'pending' && received === payment.amountCents) {
        const { receiptNumber } = await settleFee(tx, deps, {
          paymentId: payment.id,
          product,
          fee,
          amountCents: received,
          method: 'qr',
          now,
          ownerDocumentNumber: customerDocumentNumber,
        });
        await feeSettlerOf(fee)(tx, deps, { product, paymentId: payment.id, userId: payment.userId, now });
        return { payment: { ...payment, state: 'confirmed', receiptNumber, confirmedAt: now }, changed: true };
      }
      return { payment: await holdForRegularisation(tx, payment, received, now), changed: true };
    }
    const schedule = (await scheduleOf(tx, product.id, { forUpdate: true })).map(toInstalment);
    const debt = statementOf(schedule, businessDateOf(now)).totalDebt;
    const applicable = payment.state === 'pending' && received === payment.amountCents && received <= debt;
    await updatePayment(tx, payment.id, { bankTransactionId: notification.transaccion });
    if (applicable) {
      const settled = await settlePayment(tx, deps, {
        paymentId: payment.id,
        product,
        schedule,
        amountCents: received,
        method: 'qr',
        customerDocumentNumber,
        now,
      });
      return {
        payment: { ...payment, state: 'confirmed', receiptNumber: settled.receiptNumber, confirmedAt: now },
        changed: true,
      };
    }
    return { payment: await holdForRegularisation(tx, payment, received, now), changed: true };
  });
  return { userId: outcome.payment.userId, result: await resultOf(deps, outcome.payment), changed: outcome.changed };
}
