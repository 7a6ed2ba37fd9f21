import { randomUUID } from 'node:crypto';
import { moneyParam } from '@vo/domain/i18n/message-params';
import { centsToDecimalString as dec, parseAmountToCents } from '@vo/domain/money';
import { productLink } from '@vo/domain/notifications/notification-links';
import { ledgerBalances, type PaymentMethod } from '@vo/domain/payments/ledger.rules';
import type { RefundInput, RefundOutcome } from '@vo/domain/payments/payments-admin.wire';
import {
  refundableCents,
  refundEntriesFor,
  refundRefusal,
  refundTakes,
  refundTransferEntries,
} from '@vo/domain/payments/refund.rules';
import { pointsFor } from '@vo/domain/payments/wallet.rules';
import type { QrTransferNotification } from '../../adapters/qr-bank/qr-bank.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { afterCommit, runTransaction } from '../../platform/exactly-once/after-commit.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { StaffContext } from '../../platform/sessions/staff-sessions.ts';
import { confirmAct } from '../confirmations/index.ts';
import { findOwnProduct } from '../products/index.ts';
import { findPayment, insertLedger, type PaymentRecord, updatePayment } from './payments.repo.ts';
import { lockPaymentForAct } from './payments-admin.repo.ts';
import {
  addRefunded,
  completedRefundCents,
  creditPrepaid,
  creditWallet,
  findRefundByReference,
  findRefundWithPayment,
  insertRefund,
  lockRefund,
  type RefundRecord,
  refundablePartsOf,
  refundFacts,
  refundsOfPayment,
  reopenTakenInstalments,
  updateRefund,
} from './refunds.repo.ts';

/*
 * Money given back (docs/decisions/0043), in two steps. requestRefund records the refund in the staff act's
 * transaction (what is left of the payment is reserved by it); a prepaid code or the wallet gets its money
 * back right there. finishRefund then asks the acquirer or the bank under the refund's own reference, outside
 * any transaction, and writes their answer in a second one. A crash or a lost answer between the two leaves
 * the refund `requested`, and the retry (refund-retries.ts) asks again under the same reference: the acquirer
 * and the bank are idempotent on it, so the money goes back once, and is recorded once.
 */

const outcomeOf = (payment: PaymentRecord, refund: RefundRecord): RefundOutcome => ({
  payment: {
    id: payment.id,
    method: payment.method,
    currency: payment.currency,
    state: payment.state,
    amountCents: payment.amountCents,
    receiptNumber: payment.receiptNumber,
    refundedCents: payment.refundedCents,
  },
  refund: refundFacts(refund),
});

async function lockPayment(tx: Tx, paymentId: number) {
  const found = await lockPaymentForAct(tx, paymentId);
  if (!found) throw new AppError('adminMoney.paymentNotFound', 1, {}, { campo: 'idPago' });
  return found.payment;
}

/** POST admin/pagos/reembolso, inside runOnceAsStaff: the refund recorded, the payment's row locked meanwhile. */
export async function requestRefund(
  tx: Tx,
  deps: AppDeps,
  staffMember: StaffContext,
  act: RefundInput,
  ip: string,
): Promise<RefundOutcome> {
  const payment = await lockPayment(tx, act.paymentId);
  const left = refundableCents(payment);
  const cents = act.amountCents ?? left;
  const refusal = refundRefusal(payment, cents);
  if (refusal)
    throw new AppError(
      refusal,
      1,
      { payment: String(payment.id), left: moneyParam(left, payment.currency) },
      { campo: refusal === 'adminMoney.refundAboveLeft' ? 'monto' : 'idPago' },
    );
  const now = deps.clock.now();
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    userId: payment.userId,
    method: payment.method,
    amountCents: cents,
    state: 'requested',
    reference: `refund-${randomUUID()}`,
    staffId: staffMember.staffId,
    reason: act.reason,
    createdAt: now,
  });
  await addRefunded(tx, payment.id, cents);
  await audit(
    tx,
    {
      userId: payment.userId,
      staffId: staffMember.staffId,
      action: 'staff.payment.refund',
      detail: {
        paymentId: payment.id,
        refundId: refund.id,
        amount: dec(cents),
        from: payment.state,
        reason: act.reason,
      },
      ip,
    },
    now,
  );
  counted(tx, deps, payment, 'requested');
  const reserved = { ...payment, refundedCents: payment.refundedCents + cents };
  // A prepaid code and the wallet are ours: their money goes back in this same transaction.
  if (payment.method === 'prepaid' || payment.method === 'wallet')
    return giveBack(tx, deps, reserved, refund, { externalReference: null, now });
  return outcomeOf(reserved, refund);
}

/**
 * Writes a refund the acquirer approved, or that goes back to a prepaid code or the wallet (`completed`), or a
 * QR transfer back the bank accepted (`owed`): the parts it takes back, re-opened on the schedule, its balanced
 * ledger entries, the money back on the code or the wallet, and the customer told.
 */
async function giveBack(
  tx: Tx,
  deps: AppDeps,
  payment: PaymentRecord,
  refund: RefundRecord,
  answer: { externalReference: string | null; now: Date },
): Promise<RefundOutcome> {
  const { now } = answer;
  const method = payment.method as PaymentMethod;
  const takes = refundTakes(await refundablePartsOf(tx, payment.id), refund.amountCents);
  const entries = refundEntriesFor(method, takes);
  if (!ledgerBalances(entries)) throw new Error(`ledger of refund ${refund.id} does not balance`);
  await insertLedger(tx, payment.id, entries, now);
  await reopenTakenInstalments(tx, refund.id, takes, payment.receiptNumber);
  if (method === 'prepaid' && payment.prepaidCardId !== null)
    await creditPrepaid(tx, payment.prepaidCardId, refund.amountCents);
  if (
    method === 'wallet' &&
    !(await creditWallet(tx, payment.payerUserId ?? payment.userId, pointsFor(refund.amountCents)))
  )
    throw new Error(`the wallet that paid payment ${payment.id} is gone`);
  const owed = method === 'qr';
  const changes = owed
    ? { state: 'owed' as const, externalReference: answer.externalReference }
    : { state: 'completed' as const, externalReference: answer.externalReference, completedAt: now };
  await updateRefund(tx, refund.id, changes);
  counted(tx, deps, payment, changes.state);
  const done = { ...refund, ...changes };
  const after = owed ? payment : await markRefundedWhenWhole(tx, payment, now);
  await tellCustomer(tx, deps, after, done, owed ? 'refundOwed' : 'refund');
  return outcomeOf(after, done);
}

/** The state a refund reached, counted for the operator once its transaction commits (docs/decisions/0059). */
function counted(
  tx: Tx,
  deps: AppDeps,
  payment: PaymentRecord,
  outcome: 'requested' | 'completed' | 'owed' | 'declined',
) {
  afterCommit(tx, () => deps.events.emit('refundOutcome', { means: payment.method as PaymentMethod, outcome }));
}

/** A payment whose refunds hold all of it and all gave the money back is refunded. */
async function markRefundedWhenWhole(tx: Tx, payment: PaymentRecord, now: Date): Promise<PaymentRecord> {
  if ((await completedRefundCents(tx, payment.id)) !== payment.amountCents) return payment;
  await updatePayment(tx, payment.id, { state: 'refunded', refundedAt: now });
  return { ...payment, state: 'refunded', refundedAt: now };
}

async function tellCustomer(
  tx: Tx,
  deps: AppDeps,
  payment: PaymentRecord,
  refund: RefundRecord,
  act: 'refund' | 'refundOwed',
) {
  const product = await findOwnProduct(tx, payment.userId, payment.productId);
  await confirmAct(
    tx,
    deps,
    { userId: payment.userId, link: productLink(payment.productId) },
    {
      act,
      reference: payment.receiptNumber ?? `#${payment.id}`,
      amountCents: refund.amountCents,
      currency: payment.currency,
      product: product?.description ?? '',
    },
  );
}

/** Nothing was given back: the refund is kept as declined and its share of the payment may be refunded again. */
async function decline(tx: Tx, deps: AppDeps, payment: PaymentRecord, refund: RefundRecord, reason: string) {
  const now = deps.clock.now();
  await updateRefund(tx, refund.id, { state: 'declined', declineReason: reason });
  counted(tx, deps, payment, 'declined');
  await addRefunded(tx, payment.id, -refund.amountCents);
  await audit(
    tx,
    { userId: payment.userId, action: 'payment.refund.declined', detail: { refundId: refund.id, reason } },
    now,
  );
  return outcomeOf(
    { ...payment, refundedCents: payment.refundedCents - refund.amountCents },
    { ...refund, state: 'declined', declineReason: reason },
  );
}

/**
 * In one transaction, with the payment's row and then the refund's locked (the order requestRefund takes them
 * in): `write` runs only while the refund is still as `expected`; otherwise it was finished by another hand
 * and is answered as it stands.
 */
async function whileRefundIs(
  deps: AppDeps,
  refund: RefundRecord,
  expected: RefundRecord['state'],
  write: (tx: Tx, payment: PaymentRecord, refund: RefundRecord) => Promise<RefundOutcome>,
): Promise<RefundOutcome> {
  return runTransaction(deps.db, async (tx) => {
    const payment = await lockPayment(tx, refund.paymentId);
    const locked = (await lockRefund(tx, refund.id))!;
    if (locked.state !== expected) return outcomeOf(payment, locked);
    return write(tx, payment, locked);
  });
}

type Answer = { kind: 'none' } | { kind: 'declined'; reason: string } | { kind: 'given'; externalReference: string };

/** The acquirer gives back to the card, the bank transfers back to the paying account; no answer is none. */
async function askToGiveBack(deps: AppDeps, payment: PaymentRecord, refund: RefundRecord): Promise<Answer> {
  if (payment.method === 'card') {
    const answer = await deps.paymentGateway.refund({
      chargeReference: payment.externalReference ?? '',
      reference: refund.reference,
      amountCents: refund.amountCents,
    });
    if (answer.outcome === 'timeout') return { kind: 'none' };
    if (answer.outcome === 'declined') return { kind: 'declined', reason: answer.reason };
    return { kind: 'given', externalReference: answer.refundId };
  }
  const answer = await deps.qrBank.transferBack({
    reference: refund.reference,
    bankTransactionId: payment.bankTransactionId ?? '',
    amountCents: refund.amountCents,
    currency: payment.currency,
  });
  if (answer.outcome === 'timeout') return { kind: 'none' };
  if (answer.outcome === 'refused') return { kind: 'declined', reason: answer.reason };
  return { kind: 'given', externalReference: answer.transferId };
}

/**
 * Asks the acquirer (card) or the bank (QR) to give back a `requested` refund, under its reference, and writes
 * the answer; a refund already answered is answered as it stands. No answer (a timeout) leaves it requested,
 * for the retry. Safe to run twice at once: the acquirer and the bank answer the same, and the second write
 * finds the refund no longer requested. (A prepaid code or the wallet never stays requested: requestRefund
 * gave their money back in its own transaction.)
 */
export async function finishRefund(deps: AppDeps, refundId: number): Promise<RefundOutcome> {
  const found = await findRefundWithPayment(deps.db, refundId);
  if (!found) throw new AppError('adminMoney.paymentNotFound', 1, {}, { campo: 'idPago' });
  const { refund, payment } = found;
  if (refund.state !== 'requested') return outcomeOf(payment, refund);
  const answer = await askToGiveBack(deps, payment, refund);
  if (answer.kind === 'none') return outcomeOf(payment, refund);
  return whileRefundIs(deps, refund, 'requested', (tx, p, r) =>
    answer.kind === 'declined'
      ? decline(tx, deps, p, r, answer.reason)
      : giveBack(tx, deps, p, r, { externalReference: answer.externalReference, now: deps.clock.now() }),
  );
}

/**
 * GET admin/pagos/reembolsos: a payment's refunds, declined ones included, oldest first, and what of it a refund
 * may still take back (the console says which instalments a refund re-opens before it is asked).
 */
export async function refundsOf(deps: AppDeps, paymentId: number) {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) throw new AppError('adminMoney.paymentNotFound', 1, {}, { campo: 'idPago' });
  const [refunds, parts] = await Promise.all([
    refundsOfPayment(deps.db, paymentId),
    refundablePartsOf(deps.db, paymentId),
  ]);
  return { refunds: refunds.map(refundFacts), parts };
}

/**
 * POST pagos/qr/devolucion/notificacion: the bank says a transfer back reached the customer. Signed, and safe
 * to deliver many times: only an owed refund under that reference, for that amount and transfer, completes.
 */
export async function confirmRefundTransfer(
  deps: AppDeps,
  notification: QrTransferNotification,
  signature: string | undefined,
): Promise<RefundOutcome> {
  if (!deps.qrBank.verifyTransfer(notification, signature)) throw new AppError('platform.forbidden');
  const row = await findRefundByReference(deps.db, notification.referencia);
  if (row?.method !== 'qr') throw new AppError('payments.notFound');
  if (parseAmountToCents(notification.monto) !== row.amountCents) throw new AppError('payments.amountInvalid');
  // Confirmed before its acceptance was written (a crash between the two): the acceptance is written first.
  if (row.state === 'requested') await finishRefund(deps, row.id);
  return whileRefundIs(deps, row, 'owed', async (tx, payment, refund) => {
    if (refund.externalReference !== notification.transaccion) throw new AppError('payments.notFound');
    const now = deps.clock.now();
    await insertLedger(tx, payment.id, refundTransferEntries(refund.amountCents), now);
    const changes = { state: 'completed' as const, completedAt: now };
    await updateRefund(tx, refund.id, changes);
    counted(tx, deps, payment, 'completed');
    const after = await markRefundedWhenWhole(tx, payment, now);
    const done = { ...refund, ...changes };
    await tellCustomer(tx, deps, after, done, 'refund');
    return outcomeOf(after, done);
  });
}
