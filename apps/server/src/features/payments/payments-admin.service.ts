import { offsetOf, PAGE, type Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_COUNT_CAP } from '@vo/domain/back-office/back-office-config';
import { moneyParam } from '@vo/domain/i18n/message-params';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { type PaymentMethod, SUSPENSE_ACCOUNT } from '@vo/domain/payments/ledger.rules';
import {
  type AdminPayment,
  adminPaymentStateWire,
  type DayTotals,
  dayTotalsWire,
  type PaymentAfterAct,
  type PaymentListFilter,
} from '@vo/domain/payments/payments-admin.wire';
import { refundableCents } from '@vo/domain/payments/refund.rules';
import { statementOf } from '@vo/domain/products/instalments.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import { pageOf, staffDayRange } from '../../platform/back-office/back-office-page.ts';
import { csvOf } from '../../platform/back-office/csv.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { StaffContext } from '../../platform/sessions/staff-sessions.ts';
import { findOwnProduct, scheduleOf, toInstalment } from '../products/index.ts';
import { insertLedger } from './payments.repo.ts';
import {
  countPayments,
  ledgerClearingByDay,
  lockPaymentForAct,
  paymentConditions,
  paymentRows,
  receivedByDay,
  refundedByDay,
} from './payments-admin.repo.ts';
import { settlePayment } from './settlement.ts';

/** Payments by day, method and company, each day beside the ledger's clearing net: a difference of 0 reconciles. */
export async function dayTotals(
  deps: AppDeps,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<DayTotals> {
  const { from, to } = staffDayRange(asked, deps.clock.now());
  const [received, refunded, ledger] = await Promise.all([
    receivedByDay(deps.db, from, to),
    refundedByDay(deps.db, from, to),
    ledgerClearingByDay(deps.db, from, to),
  ]);
  const days = new Map<string, { count: number; payments: bigint; ledger: bigint }>();
  const dayOf = (day: string) => {
    const found = days.get(day) ?? { count: 0, payments: 0n, ledger: 0n };
    days.set(day, found);
    return found;
  };
  for (const row of received) {
    const day = dayOf(row.day);
    day.count += row.count;
    day.payments += BigInt(row.cents);
  }
  for (const row of refunded) dayOf(row.day).payments -= BigInt(row.cents);
  for (const row of ledger) dayOf(row.day).ledger += BigInt(row.cents);
  return {
    from,
    to,
    days: [...days]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, d]) => ({
        day,
        count: d.count,
        paymentsCents: d.payments,
        ledgerCents: d.ledger,
        differenceCents: d.payments - d.ledger,
      })),
    detail: received.map((row) => ({
      day: row.day,
      method: row.method as PaymentMethod,
      companyId: row.companyId,
      company: row.company,
      count: row.count,
      amountCents: BigInt(row.cents),
    })),
  };
}

export async function paymentList(deps: AppDeps, filter: PaymentListFilter): Promise<Page<AdminPayment>> {
  const { page, ...narrowed } = filter;
  const where = await paymentConditions(deps.db, narrowed);
  const [rows, counted] = await Promise.all([
    paymentRows(deps.db, where, offsetOf(page), PAGE.size),
    countPayments(deps.db, where),
  ]);
  return pageOf(
    rows.map(({ cardBrand, cardLast4, prepaidLast4, ...row }) => ({
      ...row,
      means: meansOf({ cardBrand, cardLast4, prepaidLast4 }),
    })),
    counted,
    page,
  );
}

/** How it was paid, as the customer knows it: "VISA 1111", a prepaid code's last four; the method says the rest. */
const meansOf = (row: { cardBrand: string | null; cardLast4: string | null; prepaidLast4: string | null }) =>
  row.cardBrand
    ? `${row.cardBrand.toUpperCase()} ${row.cardLast4}`
    : row.prepaidLast4
      ? `**** ${row.prepaidLast4}`
      : null;

async function lockForAct(tx: Tx, paymentId: number) {
  const found = await lockPaymentForAct(tx, paymentId);
  if (!found) throw new AppError('adminMoney.paymentNotFound', 1, {}, { campo: 'idPago' });
  return found;
}

/**
 * Applies money held in regularisation to the product's instalments, as the bank's confirmation would have
 * (settlePayment: allocation, paid columns, ledger, receipt, race points, the customer's notice). The money
 * already sits in the suspense account against the QR clearing account, so it is first moved back (suspense
 * debited, clearing credited) before settlePayment debits the clearing account again: the clearing account
 * counts the money once, and the suspense account is left at zero.
 */
export async function settleRegularising(
  tx: Tx,
  deps: AppDeps,
  staffMember: StaffContext,
  act: { paymentId: number; reason: string },
  ip: string,
): Promise<PaymentAfterAct> {
  const { payment, customerDocumentNumber } = await lockForAct(tx, act.paymentId);
  if (payment.state !== 'regularising') throw new AppError('adminMoney.notRegularising', 1, {}, { campo: 'idPago' });
  const product = await findOwnProduct(tx, payment.userId, payment.productId);
  if (!product) throw new AppError('adminMoney.paymentNotFound', 1, {}, { campo: 'idPago' });
  const now = deps.clock.now();
  const schedule = (await scheduleOf(tx, product.id, { forUpdate: true })).map(toInstalment);
  const debt = statementOf(schedule, businessDateOf(now)).totalDebt;
  // What refunds hold of it stays in suspense until they give it back (docs/decisions/0043): the rest is applied.
  const applied = refundableCents(payment);
  if (applied <= 0n)
    throw new AppError('adminMoney.alreadyRefunded', 1, { payment: String(payment.id) }, { campo: 'idPago' });
  if (applied > debt)
    throw new AppError('adminMoney.aboveDebt', 1, { debt: moneyParam(debt, payment.currency) }, { campo: 'idPago' });
  const method = payment.method as PaymentMethod;
  await insertLedger(
    tx,
    payment.id,
    [
      { account: SUSPENSE_ACCOUNT, debit: applied, credit: 0n },
      { account: `clearing:${method}`, debit: 0n, credit: applied },
    ],
    now,
  );
  const { receiptNumber } = await settlePayment(tx, deps, {
    paymentId: payment.id,
    product,
    schedule,
    amountCents: applied,
    method,
    customerDocumentNumber,
    now,
  });
  await audit(
    tx,
    {
      userId: payment.userId,
      staffId: staffMember.staffId,
      action: 'staff.payment.settle',
      detail: { paymentId: payment.id, amount: dec(applied), reason: act.reason },
      ip,
    },
    now,
  );
  return { id: payment.id, state: 'confirmed', amountCents: payment.amountCents, receiptNumber };
}

/**
 * Every payment the filters name, newest first, as many as the list counts (BACK_OFFICE_COUNT_CAP): the page
 * says so when the list holds more, and a day's filter exports a whole day.
 */
export async function paymentsCsv(deps: AppDeps, filter: PaymentListFilter): Promise<string> {
  const { page: _page, ...narrowed } = filter;
  const rows = await paymentRows(deps.db, await paymentConditions(deps.db, narrowed), 0, BACK_OFFICE_COUNT_CAP);
  return csvOf(
    ['idPago', 'fecha', 'dia', 'metodo', 'estado', 'monto', 'moneda', 'empresa', 'cliente', 'contrato', 'nroRecibo'],
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.day,
      r.method,
      adminPaymentStateWire(r.state),
      dec(r.amountCents),
      r.currency,
      r.company,
      r.customer,
      r.contract,
      r.receiptNumber,
    ]),
  );
}

export async function dayTotalsCsv(deps: AppDeps, range: { from?: string | undefined; to?: string | undefined }) {
  const totals = dayTotalsWire(await dayTotals(deps, range));
  return csvOf(
    ['dia', 'cantidad', 'pagos', 'libroMayor', 'diferencia'],
    totals.dias.map((d) => [d.dia, d.cantidad, d.pagos, d.libroMayor, d.diferencia]),
  );
}
