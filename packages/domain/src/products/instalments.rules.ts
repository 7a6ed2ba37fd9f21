/**
 * A product's instalment schedule (spec §3 "Payment"): what each instalment charges, what has been
 * paid of it, and the state and totals a customer sees. Amounts are integer cents.
 */

/** The parts of an instalment, in the order a payment settles them (docs/decisions/0008: fines, interest, then capital). */
export const CHARGE_COMPONENTS = ['fines', 'interest', 'expenses', 'formFee', 'capital'] as const;
export type ChargeComponent = (typeof CHARGE_COMPONENTS)[number];
export type Charges = Record<ChargeComponent, bigint>;

export interface Instalment {
  id: number;
  number: number;
  /** La Paz calendar date, YYYY-MM-DD */
  dueDate: string;
  charged: Charges;
  paid: Charges;
}

export type InstalmentState = 'paid' | 'overdue' | 'pending';

export function zeroCharges(): Charges {
  return { fines: 0n, interest: 0n, expenses: 0n, formFee: 0n, capital: 0n };
}

export function sumCharges(charges: Charges): bigint {
  return CHARGE_COMPONENTS.reduce((total, component) => total + charges[component], 0n);
}

export function outstandingOf(instalment: Instalment): Charges {
  const left = zeroCharges();
  for (const component of CHARGE_COMPONENTS) {
    left[component] = instalment.charged[component] - instalment.paid[component];
  }
  return left;
}

export function outstandingTotal(instalment: Instalment): bigint {
  return sumCharges(outstandingOf(instalment));
}

/** Paid when nothing is left; overdue when something is left after its due date (La Paz `today`). */
export function instalmentState(instalment: Instalment, today: string): InstalmentState {
  if (outstandingTotal(instalment) <= 0n) return 'paid';
  return instalment.dueDate < today ? 'overdue' : 'pending';
}

/** Oldest due first; the number breaks ties between instalments due the same day. */
export function byDueDate(a: Instalment, b: Instalment): number {
  return a.dueDate === b.dueDate ? a.number - b.number : a.dueDate < b.dueDate ? -1 : 1;
}

export interface Statement {
  /** everything still owed on the product: the most a payment may be */
  totalDebt: bigint;
  overdueDebt: bigint;
  overdueCount: number;
  /** the oldest instalment with something left, and what is left of it */
  next: { number: number; dueDate: string; amount: bigint } | null;
  /** how far along the product is, for its progress bar: instalments with nothing left, of all */
  paidCount: number;
  instalmentCount: number;
  charged: Charges;
  paid: Charges;
}

export function statementOf(instalments: readonly Instalment[], today: string): Statement {
  const charged = zeroCharges();
  const paid = zeroCharges();
  let totalDebt = 0n;
  let overdueDebt = 0n;
  let overdueCount = 0;
  let paidCount = 0;
  let next: Statement['next'] = null;
  for (const instalment of [...instalments].sort(byDueDate)) {
    for (const component of CHARGE_COMPONENTS) {
      charged[component] += instalment.charged[component];
      paid[component] += instalment.paid[component];
    }
    const left = outstandingTotal(instalment);
    totalDebt += left;
    if (left <= 0n) paidCount++;
    if (instalmentState(instalment, today) === 'overdue') {
      overdueDebt += left;
      overdueCount++;
    }
    if (left > 0n && !next) next = { number: instalment.number, dueDate: instalment.dueDate, amount: left };
  }
  return { totalDebt, overdueDebt, overdueCount, next, paidCount, instalmentCount: instalments.length, charged, paid };
}

/** What the payment form offers first: everything overdue, else the next instalment. */
export function suggestedPayment(statement: Pick<Statement, 'overdueDebt' | 'next'>): bigint {
  return statement.overdueDebt > 0n ? statement.overdueDebt : (statement.next?.amount ?? 0n);
}
