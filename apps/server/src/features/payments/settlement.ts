import { TRAVEL_BENEFITS_PROJECT_ID } from '@vo/domain/benefits/benefit-config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { productLink } from '@vo/domain/notifications/notification-links';
import { allocatePayment, instalmentsSettled } from '@vo/domain/payments/allocation.rules';
import {
  type FeeKind,
  feeEntriesFor,
  ledgerBalances,
  ledgerEntriesFor,
  type PaymentMethod,
} from '@vo/domain/payments/ledger.rules';
import type { PaymentOutcome } from '@vo/domain/payments/payments.wire';
import type { Instalment } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import { storedReceiptFacts } from '../../adapters/pdf/receipt-file.ts';
import type { Tx } from '../../db/client.ts';
import type { payments } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { afterCommit } from '../../platform/exactly-once/after-commit.ts';
import { confirmAct, withStoredContact } from '../confirmations/index.ts';
import { creditCapitalPaid } from '../incentives/index.ts';
import type { OwnProduct } from '../products/index.ts';
import { type CardCharge, cardChargeFacts } from './card-charge.ts';
import { applyAllocations, confirmWithNextReceipt, insertLedger, insertPayment } from './payments.repo.ts';

const METHOD_LABEL: Record<PaymentMethod, string> = {
  card: 'Tarjeta',
  qr: 'QR',
  prepaid: 'Tarjeta prepago',
  wallet: 'Billetera de puntos',
};

export interface Settlement {
  receiptNumber: string;
  settled: number[];
}

/**
 * Everything a received payment writes, in the caller's transaction: the allocation over the
 * schedule (oldest first), the paid columns, balanced ledger entries, the receipt number and the
 * receipt's facts (its PDF is drawn from them on download). Either all of it is written or, when anything fails, none of it.
 */
export async function settlePayment(
  tx: Tx,
  deps: AppDeps,
  input: {
    paymentId: number;
    product: OwnProduct;
    schedule: readonly Instalment[];
    amountCents: bigint;
    method: PaymentMethod;
    methodDetail?: string;
    customerDocumentNumber: string;
    now: Date;
    /** someone else who paid it ("pay for me"): told too, besides the owner */
    payerUserId?: number | null;
  },
): Promise<Settlement> {
  const allocations = allocatePayment(input.schedule, input.amountCents);
  const entries = ledgerEntriesFor(input.method, input.amountCents, allocations);
  if (!ledgerBalances(entries)) throw new Error(`ledger of payment ${input.paymentId} does not balance`);
  await applyAllocations(tx, input.paymentId, allocations);
  // The capital paid earns the selling adviser race points, in this same transaction (decision 0009).
  const today = businessDateOf(input.now);
  await creditCapitalPaid(tx, {
    productId: input.product.id,
    paymentId: input.paymentId,
    capitalCents: allocations.filter((a) => a.component === 'capital').reduce((sum, a) => sum + a.cents, 0n),
    on: today,
    currentMonth: today.slice(0, 7),
  });
  await insertLedger(tx, input.paymentId, entries, input.now);
  // Who is told is read before the company's receipt counter is taken: that lock waits on every round trip
  // after it (docs/decisions/0072).
  const told = [await withStoredContact(tx, { userId: input.product.userId, link: productLink(input.product.id) })];
  if (input.payerUserId && input.payerUserId !== input.product.userId)
    told.push(await withStoredContact(tx, { userId: input.payerUserId }));
  const settled = instalmentsSettled(input.schedule, allocations);
  // What the receipt says, written now; its PDF is drawn from it when it is downloaded (docs/decisions/0066).
  const receiptNumber = await confirmWithNextReceipt(tx, {
    companyId: input.product.companyId,
    paymentId: input.paymentId,
    productId: input.product.id,
    settled,
    facts: storedReceiptFacts({
      companyName: input.product.companyName,
      customerDocumentNumber: input.customerDocumentNumber,
      contractNumber: input.product.contractNumber,
      productDescription: input.product.description,
      amount: dec(input.amountCents),
      currency: input.product.currency,
      method: input.methodDetail ?? METHOD_LABEL[input.method],
      paidAt: input.now,
      lines: allocations.map((a) => ({ instalment: a.instalmentNumber, component: a.component, amount: dec(a.cents) })),
    }),
    now: input.now,
  });
  const confirmation = {
    act: 'payment',
    reference: receiptNumber,
    amountCents: input.amountCents,
    currency: input.product.currency,
    product: input.product.description,
  } as const;
  // The owner's notification opens the product it paid; a friend who paid for them cannot open that page.
  for (const to of told) await confirmAct(tx, deps, to, confirmation);
  afterCommit(tx, () => deps.events.emit('paymentOutcome', { means: input.method, outcome: 'approved' }));
  return { receiptNumber, settled };
}

/**
 * A payment received in full right now (card, prepaid code, points): the payment row and everything
 * settlePayment writes.
 */
export async function recordReceivedPayment(
  tx: Tx,
  deps: AppDeps,
  input: {
    product: OwnProduct;
    schedule: readonly Instalment[];
    amountCents: bigint;
    now: Date;
    method: PaymentMethod;
    methodDetail?: string;
    ownerDocumentNumber: string;
    payerUserId: number;
    details?: Pick<typeof payments.$inferInsert, 'cardBrand' | 'cardLast4' | 'externalReference' | 'prepaidCardId'>;
  },
): Promise<PaymentOutcome> {
  const { product, amountCents, now } = input;
  const payment = await insertPayment(tx, {
    userId: product.userId,
    payerUserId: input.payerUserId === product.userId ? null : input.payerUserId,
    productId: product.id,
    method: input.method,
    state: 'pending',
    amountCents,
    currency: product.currency,
    createdAt: now,
    ...input.details,
  });
  const { receiptNumber, settled } = await settlePayment(tx, deps, {
    paymentId: payment.id,
    product,
    schedule: input.schedule,
    amountCents,
    method: input.method,
    ...(input.methodDetail ? { methodDetail: input.methodDetail } : {}),
    customerDocumentNumber: input.ownerDocumentNumber,
    now,
    payerUserId: input.payerUserId,
  });
  return { paymentId: payment.id, state: 'confirmed', amountCents, receiptNumber, settledInstalments: settled };
}

const FEE_LABEL: Record<FeeKind, string> = {
  accreditation: 'Carnet de acreditación',
  // Spec §9 "travel benefits project 70": the receipt names the project the affiliation is sold under.
  'rci-affiliation': `Afiliación RCI · proyecto ${TRAVEL_BENEFITS_PROJECT_ID}`,
  subscription: 'Suscripción',
};

/**
 * Everything a received fee writes on its payment row (already inserted, in the caller's transaction): balanced
 * ledger entries against the fee's income, the receipt number and facts, the confirmed state and the owner's
 * confirmation. It settles no instalment. The card pays through recordFeePayment, a QR through the bank's
 * confirmation (docs/decisions/0048).
 */
export async function settleFee(
  tx: Tx,
  deps: AppDeps,
  input: {
    paymentId: number;
    product: OwnProduct;
    fee: FeeKind;
    amountCents: bigint;
    method: PaymentMethod;
    methodDetail?: string;
    now: Date;
    ownerDocumentNumber: string;
  },
): Promise<{ receiptNumber: string }> {
  const { product, amountCents, now } = input;
  const entries = feeEntriesFor(input.method, amountCents, input.fee);
  if (!ledgerBalances(entries)) throw new Error(`ledger of fee payment ${input.paymentId} does not balance`);
  await insertLedger(tx, input.paymentId, entries, now);
  const owner = await withStoredContact(tx, { userId: product.userId, link: productLink(product.id) });
  const receiptNumber = await confirmWithNextReceipt(tx, {
    companyId: product.companyId,
    paymentId: input.paymentId,
    productId: product.id,
    settled: [],
    facts: storedReceiptFacts({
      companyName: product.companyName,
      customerDocumentNumber: input.ownerDocumentNumber,
      contractNumber: product.contractNumber,
      productDescription: product.description,
      amount: dec(amountCents),
      currency: product.currency,
      method: input.methodDetail ?? METHOD_LABEL[input.method],
      paidAt: now,
      lines: [{ instalment: 0, component: FEE_LABEL[input.fee], amount: dec(amountCents) }],
    }),
    now,
  });
  await confirmAct(tx, deps, owner, {
    act: input.fee === 'subscription' ? 'subscription' : 'payment',
    reference: receiptNumber,
    amountCents,
    currency: product.currency,
    product: product.description,
  });
  afterCommit(tx, () => deps.events.emit('paymentOutcome', { means: input.method, outcome: 'approved' }));
  return { receiptNumber };
}

/**
 * A fee of a product paid in full right now by card (the accreditation card, the RCI affiliation): the payment
 * row, marked with its fee, and everything settleFee writes. Written in the caller's transaction, with whatever
 * the fee buys.
 */
export async function recordFeePayment(
  tx: Tx,
  deps: AppDeps,
  input: {
    product: OwnProduct;
    fee: FeeKind;
    amountCents: bigint;
    now: Date;
    ownerDocumentNumber: string;
    payerUserId: number;
    /** the card charge that paid it */
    charged: CardCharge;
  },
): Promise<{ paymentId: number; receiptNumber: string }> {
  const { product, amountCents, now } = input;
  const { methodDetail, details } = cardChargeFacts(input.charged);
  const payment = await insertPayment(tx, {
    userId: product.userId,
    productId: product.id,
    method: 'card',
    state: 'pending',
    amountCents,
    currency: product.currency,
    fee: input.fee,
    createdAt: now,
    ...details,
  });
  const { receiptNumber } = await settleFee(tx, deps, {
    paymentId: payment.id,
    product,
    fee: input.fee,
    amountCents,
    method: 'card',
    methodDetail,
    now,
    ownerDocumentNumber: input.ownerDocumentNumber,
  });
  return { paymentId: payment.id, receiptNumber };
}
