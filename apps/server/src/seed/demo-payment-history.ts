import { createHash, randomBytes } from 'node:crypto';
import { SUSPENSE_ACCOUNT } from '@vo/domain/payments/ledger.rules';
import { receiptNumberOf } from '@vo/domain/payments/receipt-number';
import { INSTALMENT_EXPENSES_CENTS, PURCHASE_FORM_FEE_CENTS } from '@vo/domain/products/purchase-leaves.rules';
import { businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  instalments,
  ledgerEntries,
  paymentAllocations,
  payments,
  prepaidCards,
  products,
  receiptCounters,
  wallets,
} from '../db/schema/index.ts';
import { NO_PASSWORD } from '../platform/records/person-lookup.repo.ts';
import { planPaymentHistory } from './demo-payment-history-plan.ts';

/**
 * The network's customers (seed/demo-network.ts), whose money the console shows from the first start; the demo
 * customers (1000001…) and advisers keep the figures their stories assert.
 */
export const HISTORY_CUSTOMERS = [
  ...[
    ['11000', 8],
    ['11001', 10],
    ['11002', 6],
    ['11003', 5],
    ['11004', 4],
    ['11005', 2],
  ].flatMap(([prefix, count]) => Array.from({ length: Number(count) }, (_, i) => `${prefix}${two(i + 1)}`)),
  ...Array.from({ length: 40 }, (_, i) => [`12${two(i + 1)}01`, `12${two(i + 1)}02`]).flat(),
];
function two(n: number) {
  return String(n).padStart(2, '0');
}

const CARDS = [
  ['visa', '4242'],
  ['mastercard', '5454'],
  ['visa', '1881'],
  ['mastercard', '0005'],
] as const;
/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest row. */
const CHUNK = 1_000;

async function insertChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * A living console from the first start (docs/decisions/0053): the network customers' products
 * and every instalment they paid in the last three months, each payment with its allocations, its ledger entries
 * (so every day reconciles) and its receipt number in the company's own sequence, plus two QR transfers held in
 * regularisation. Bulk inserts of a plan made in memory: the e2e set-up seeds every shard. Receipt PDFs are not
 * drawn for them: only an owner downloads one, and these people have no password.
 */
export async function seedPaymentHistory(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const today = businessDateOf(now);
  const { products: planned, payments: paid } = planPaymentHistory(
    HISTORY_CUSTOMERS.map((ci) => idOf.get(ci)!),
    today,
    now,
  );
  const productRows = await tx
    .insert(products)
    .values(planned.map(({ instalments: _schedule, terms: _terms, ...product }) => product))
    .returning({ id: products.id, contract: products.contractNumber });
  const productId = new Map(productRows.map((row) => [row.contract, row.id]));
  const idOfProduct = (index: number) => productId.get(planned[index]!.contractNumber)!;

  // Receipt numbers in the order the money came, one gapless sequence per company (receipt_counters goes on).
  const order = paid.map((_, index) => index).sort((a, b) => paid[a]!.at.getTime() - paid[b]!.at.getTime());
  const counters = new Map<number, number>();
  const receipt = new Map<number, string>();
  for (const index of order) {
    const company = planned[paid[index]!.product]!.companyId;
    const next = (counters.get(company) ?? 0) + 1;
    counters.set(company, next);
    receipt.set(index, receiptNumberOf(company, next));
  }

  // The instalments paid, one row each (their ids take the allocations); the rest of each schedule, thousands of
  // rows, is written by PostgreSQL from the same figures (scheduleOf in the plan), in one statement.
  const paidRows = planned.flatMap((product, index) =>
    product.instalments
      .filter((i) => i.paidBy !== null)
      .map((i) => ({
        productId: idOfProduct(index),
        number: i.number,
        dueDate: i.dueDate,
        capitalCents: i.charged.capital,
        interestCents: i.charged.interest,
        expensesCents: i.charged.expenses,
        formFeeCents: i.charged.formFee,
        paidCapitalCents: i.charged.capital,
        paidInterestCents: i.charged.interest,
        paidExpensesCents: i.charged.expenses,
        paidFormFeeCents: i.charged.formFee,
        receiptNumber: receipt.get(i.paidBy!)!,
      })),
  );
  const instalmentId = new Map<string, number>();
  await insertChunks(paidRows, async (chunk) => {
    const rows = await tx
      .insert(instalments)
      .values(chunk)
      .returning({ id: instalments.id, productId: instalments.productId, number: instalments.number });
    for (const row of rows) instalmentId.set(`${row.productId}:${row.number}`, row.id);
  });
  await insertUnpaidInstalments(
    tx,
    planned.map((product, index) => ({
      product_id: idOfProduct(index),
      ...product.terms,
      from_number: product.instalments.filter((i) => i.paidBy !== null).length + 1,
    })),
  );

  const prepaidCardOf = await seedPrepaidCards(
    tx,
    paid.filter((p) => p.method === 'prepaid').map((p) => planned[p.product]!.userId),
    now,
  );
  await seedWallets(
    tx,
    paid.filter((p) => p.method === 'wallet').map((p) => planned[p.product]!.userId),
  );
  const paymentRows = paid.map((payment, index) => {
    const product = planned[payment.product]!;
    const card = CARDS[index % CARDS.length]!;
    return {
      userId: product.userId,
      productId: idOfProduct(payment.product),
      companyId: product.companyId,
      method: payment.method,
      state: 'confirmed',
      amountCents: payment.amountCents,
      currency: 'USD',
      cardBrand: payment.method === 'card' ? card[0] : null,
      cardLast4: payment.method === 'card' ? card[1] : null,
      prepaidCardId: payment.method === 'prepaid' ? prepaidCardOf.get(product.userId)! : null,
      externalReference: payment.reference,
      bankTransactionId: payment.method === 'qr' ? `${payment.reference}-TX` : null,
      receiptNumber: receipt.get(index)!,
      createdAt: new Date(payment.at.getTime() - 40_000),
      expiresAt: payment.method === 'qr' ? new Date(payment.at.getTime() + 14 * 60_000) : null,
      confirmedAt: payment.at,
    };
  });
  const paymentId = new Map<string, number>();
  await insertChunks(paymentRows, async (chunk) => {
    const rows = await tx
      .insert(payments)
      .values(chunk)
      .returning({ id: payments.id, reference: payments.externalReference });
    for (const row of rows) paymentId.set(row.reference!, row.id);
  });

  const allocationRows = paid.flatMap((payment) =>
    payment.allocations.map((a) => ({
      paymentId: paymentId.get(payment.reference)!,
      instalmentId: instalmentId.get(`${idOfProduct(payment.product)}:${a.instalmentNumber}`)!,
      component: a.component,
      amountCents: a.cents,
    })),
  );
  await insertChunks(allocationRows, (chunk) => tx.insert(paymentAllocations).values(chunk));
  const ledgerRows = paid.flatMap((payment) =>
    payment.ledger.map((entry) => ({
      paymentId: paymentId.get(payment.reference)!,
      account: entry.account,
      debitCents: entry.debit,
      creditCents: entry.credit,
      createdAt: payment.at,
    })),
  );
  await insertChunks(ledgerRows, (chunk) => tx.insert(ledgerEntries).values(chunk));
  await tx
    .insert(receiptCounters)
    .values([...counters].map(([companyId, lastNumber]) => ({ companyId, lastNumber })))
    .onConflictDoUpdate({
      target: receiptCounters.companyId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + excluded.last_number` },
    });
  await seedRegularising(tx, planned[0]!.userId, idOfProduct(0), now);
}

/**
 * The unpaid instalments of every schedule, from `from_number` to the last, as scheduleOf (the plan) draws them:
 * the financed 90% in equal parts (the last takes the rest), interest on what is left, the expenses, the form fee
 * on the first, due a month apart from the first due date (its day kept up to the 28th).
 */
async function insertUnpaidInstalments(
  tx: Executor,
  schedules: {
    product_id: number;
    financed: string;
    part: string;
    months: number;
    rate_bp: string;
    first_due: string;
    from_number: number;
  }[],
) {
  await tx.execute(sql`
    insert into instalments (product_id, number, due_date, capital_cents, interest_cents, expenses_cents, form_fee_cents)
    select s.product_id, n,
           (date_trunc('month', s.first_due) + (n - 1) * interval '1 month')::date
             + (least(extract(day from s.first_due)::int, 28) - 1),
           case when n = s.months then s.financed - s.part * (s.months - 1) else s.part end,
           ((s.financed - s.part * (n - 1)) * s.rate_bp) / 10000,
           ${INSTALMENT_EXPENSES_CENTS},
           case when n = 1 then ${PURCHASE_FORM_FEE_CENTS} else 0 end
    from json_to_recordset(${JSON.stringify(schedules)}::json) as s(product_id bigint, financed bigint, part bigint,
         months int, rate_bp bigint, first_due date, from_number int)
    cross join lateral generate_series(s.from_number, s.months) as n`);
}

/**
 * The prepaid cards and wallets that paid, so a refund has somewhere to give the money back to: a card per
 * customer, spent (its code is random and kept nowhere: nobody may pay with it), and a wallet whose PIN nothing
 * matches (these people never signed in to choose one).
 */
async function seedPrepaidCards(tx: Executor, userIds: number[], now: Date) {
  const owners = [...new Set(userIds)];
  const cardOf = new Map<number, number>();
  if (owners.length === 0) return cardOf;
  const rows = await tx
    .insert(prepaidCards)
    .values(
      owners.map((_owner, n) => ({
        codeHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
        codeLast4: String(7001 + n),
        balanceCents: 0n,
        state: 'enabled',
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
        createdAt: now,
      })),
    )
    .returning({ id: prepaidCards.id });
  for (const [n, owner] of owners.entries()) cardOf.set(owner, rows[n]!.id);
  return cardOf;
}

async function seedWallets(tx: Executor, userIds: number[]) {
  const owners = [...new Set(userIds)];
  if (owners.length > 0)
    await tx.insert(wallets).values(owners.map((userId) => ({ userId, points: 0n, pinHash: NO_PASSWORD })));
}

/**
 * Two QR transfers the bank confirmed but that could not be applied (a second transfer for an instalment already
 * paid): their money sits in suspense until the back office settles or refunds it, as the bank's webhook leaves it.
 */
async function seedRegularising(tx: Executor, userId: number, productId: number, now: Date) {
  for (const [n, hoursAgo, cents] of [
    [1, 3, 31_750n],
    [2, 27, 12_480n],
  ] as const) {
    const at = new Date(now.getTime() - hoursAgo * 3_600_000);
    const [row] = await tx
      .insert(payments)
      .values({
        userId,
        productId,
        companyId: 2,
        method: 'qr',
        state: 'regularising',
        amountCents: cents,
        currency: 'USD',
        externalReference: `HIST-REG-${n}`,
        bankTransactionId: `HIST-REG-${n}-TX`,
        createdAt: new Date(at.getTime() - 120_000),
        expiresAt: new Date(at.getTime() + 13 * 60_000),
        confirmedAt: at,
      })
      .returning({ id: payments.id });
    await tx.insert(ledgerEntries).values([
      { paymentId: row!.id, account: 'clearing:qr', debitCents: cents, creditCents: 0n, createdAt: at },
      { paymentId: row!.id, account: SUSPENSE_ACCOUNT, debitCents: 0n, creditCents: cents, createdAt: at },
    ]);
  }
}
