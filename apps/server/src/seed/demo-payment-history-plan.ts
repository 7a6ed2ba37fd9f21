import { type Allocation, allocatePayment } from '@vo/domain/payments/allocation.rules';
import { ledgerEntriesFor, type PaymentMethod } from '@vo/domain/payments/ledger.rules';
import { addMonthsToDate } from '@vo/domain/plans/plan.rules';
import { INSTALMENT_EXPENSES_CENTS, PURCHASE_FORM_FEE_CENTS } from '@vo/domain/products/purchase-leaves.rules';
import { addDaysToDate, parseBusinessLocalDateTime } from '@vo/domain/time';

/*
 * The plan of the network customers' payment history (docs/decisions/0053), computed before
 * anything is written so the seed is a few bulk inserts: each customer's products with their schedules, every
 * instalment due so far paid a few days early by one payment, allocated and entered in the ledger by the
 * domain's own rules (allocatePayment, ledgerEntriesFor), as a payment at the counter would have been.
 */

/** How far back the history reaches: the first instalments fell due up to this many days ago. */
export const HISTORY_DAYS = 90;

const OFFERS = [
  { kind: 'lot', companyId: 2, code: 'UO-H', months: 48, rateBp: 80n, what: 'Urbanización El Cusi' },
  { kind: 'membership', companyId: 12, code: 'PA-H', months: 36, rateBp: 50n, what: 'Membresía Platino' },
  { kind: 'membership', companyId: 30, code: 'TB-H', months: 24, rateBp: 50n, what: 'Membresía Travel Bolivia' },
] as const;

/** How people pay, most to least: card, QR, the points wallet, a prepaid card (out of 20). */
const MEANS: readonly PaymentMethod[] = [
  ...Array<PaymentMethod>(8).fill('card'),
  ...Array<PaymentMethod>(7).fill('qr'),
  ...Array<PaymentMethod>(3).fill('wallet'),
  ...Array<PaymentMethod>(2).fill('prepaid'),
];

/** A fixed sequence of pseudo-random numbers: the same demo on every machine and every seed. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface PlannedInstalment {
  number: number;
  dueDate: string;
  charged: { capital: bigint; interest: bigint; expenses: bigint; formFee: bigint };
  /** the payment (index in `payments`) that paid it, or null */
  paidBy: number | null;
}

export interface PlannedProduct {
  userId: number;
  companyId: number;
  kind: string;
  description: string;
  contractNumber: string;
  priceCents: bigint;
  createdAt: Date;
  /** the figures its schedule is drawn from, for the rows written in SQL (demo-payment-history.ts) */
  terms: { financed: string; part: string; months: number; rate_bp: string; first_due: string };
  /** the instalments due so far, each paid; the schedule goes on to `terms.months` */
  instalments: PlannedInstalment[];
}

export interface PlannedPayment {
  product: number;
  instalment: number;
  method: PaymentMethod;
  amountCents: bigint;
  at: Date;
  reference: string;
  allocations: Allocation[];
  ledger: ReturnType<typeof ledgerEntriesFor>;
}

export function planPaymentHistory(userIds: readonly number[], today: string, now: Date) {
  const random = sequence(34_009);
  const products: PlannedProduct[] = [];
  const payments: PlannedPayment[] = [];
  let serial = 0;
  for (const [customer, userId] of userIds.entries()) {
    // Everyone has a lot and a membership (parks or travel, in turn).
    const offers = [OFFERS[0], OFFERS[1 + (customer % 2)]!];
    for (const offer of offers) {
      serial++;
      const priceCents = offer.kind === 'lot' ? BigInt(800_000 + Math.floor(random() * 12) * 100_000) : 360_000n;
      const firstDue = addDaysToDate(today, -Math.floor(random() * HISTORY_DAYS));
      const index = products.length;
      const instalments = scheduleOf(priceCents, offer.months, offer.rateBp, firstDue);
      products.push({
        userId,
        companyId: offer.companyId,
        kind: offer.kind,
        description:
          offer.kind === 'lot'
            ? `Lote ${1 + (serial % 30)}, Manzano ${1 + (serial % 14)} — ${offer.what}`
            : `${offer.what} — contrato ${serial}`,
        contractNumber: `${offer.code}-${String(serial).padStart(5, '0')}`,
        priceCents,
        createdAt: new Date(`${addDaysToDate(firstDue, -30)}T16:00:00Z`),
        terms: termsOf(priceCents, offer.months, offer.rateBp, firstDue),
        instalments,
      });
      for (const instalment of instalments) {
        // Paid 0 to 4 days before it falls due, never on a Sunday (the counters are closed), never after today.
        let day = addDaysToDate(instalment.dueDate, -Math.floor(random() * 5));
        if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDaysToDate(day, -1);
        if (day > today) {
          instalments.length = instalment.number - 1;
          break;
        }
        const hour = 8 + Math.floor(random() * 12);
        const minute = Math.floor(random() * 60);
        let at = parseBusinessLocalDateTime(`${day}T${two(hour)}:${two(minute)}`)!;
        // Today's payments happened before the seed did.
        if (at.getTime() >= now.getTime()) at = new Date(now.getTime() - (payments.length + 1) * 61_000);
        const method = MEANS[Math.floor(random() * MEANS.length)]!;
        const amountCents = sumOf(instalment.charged);
        const allocations = allocatePayment([asDomainInstalment(instalment)], amountCents);
        instalment.paidBy = payments.length;
        payments.push({
          product: index,
          instalment: instalment.number,
          method,
          amountCents,
          at,
          reference: `HIST-${String(payments.length + 1).padStart(6, '0')}`,
          allocations,
          ledger: ledgerEntriesFor(method, amountCents, allocations),
        });
      }
    }
  }
  return { products, payments };
}

const two = (n: number) => String(n).padStart(2, '0');
const sumOf = (c: PlannedInstalment['charged']) => c.capital + c.interest + c.expenses + c.formFee;

/** The domain's view of an unpaid instalment; its id is its number until the rows exist. */
const asDomainInstalment = (i: PlannedInstalment) => ({
  id: i.number,
  number: i.number,
  dueDate: i.dueDate,
  charged: { fines: 0n, ...i.charged },
  paid: { fines: 0n, capital: 0n, interest: 0n, expenses: 0n, formFee: 0n },
});

function termsOf(priceCents: bigint, months: number, rateBp: bigint, firstDue: string) {
  const financed = priceCents - priceCents / 10n;
  return {
    financed: String(financed),
    part: String(financed / BigInt(months)),
    months,
    rate_bp: String(rateBp),
    first_due: firstDue,
  };
}

/** The demo's schedule (seed/demo-products.ts): the 90% financed in equal parts, interest on what is left. */
function scheduleOf(priceCents: bigint, months: number, rateBp: bigint, firstDue: string): PlannedInstalment[] {
  const financed = priceCents - priceCents / 10n;
  const part = financed / BigInt(months);
  let balance = financed;
  return Array.from({ length: months }, (_, i) => {
    const capital = i === months - 1 ? balance : part;
    const interest = (balance * rateBp) / 10_000n;
    balance -= capital;
    return {
      number: i + 1,
      dueDate: addMonthsToDate(firstDue, i),
      charged: {
        capital,
        interest,
        expenses: INSTALMENT_EXPENSES_CENTS,
        formFee: i === 0 ? PURCHASE_FORM_FEE_CENTS : 0n,
      },
      paidBy: null,
    };
  });
}
