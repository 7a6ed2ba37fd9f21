import { TRAVEL_BENEFITS_PROJECT_ID } from '../benefits/benefit-config.ts';
import type { ChargeComponent } from '../products/instalments.rules.ts';
import type { Allocation } from './allocation.rules.ts';

/** How money came in: each method settles through its own clearing account. */
export type PaymentMethod = 'card' | 'qr' | 'prepaid' | 'wallet';

export interface LedgerEntry {
  account: string;
  debit: bigint;
  credit: bigint;
}

const RECEIVABLE: Record<ChargeComponent, string> = {
  fines: 'receivable:fines',
  interest: 'receivable:interest',
  expenses: 'receivable:expenses',
  formFee: 'receivable:form-fee',
  capital: 'receivable:capital',
};

/** The account a part of an instalment is owed on until it is paid. */
export const receivableAccount = (component: ChargeComponent) => RECEIVABLE[component];

/** Money received that could not be applied to the schedule (QR confirmed under regularisation). */
export const SUSPENSE_ACCOUNT = 'suspense:regularisation';

/**
 * Double entry for one payment: the method's clearing account is debited with the whole amount and
 * each part of the schedule it settles is credited; what was not applied goes to suspense.
 */
export function ledgerEntriesFor(
  method: PaymentMethod,
  amount: bigint,
  allocations: readonly Allocation[],
): LedgerEntry[] {
  const credits = new Map<string, bigint>();
  for (const a of allocations)
    credits.set(RECEIVABLE[a.component], (credits.get(RECEIVABLE[a.component]) ?? 0n) + a.cents);
  const applied = allocations.reduce((total, a) => total + a.cents, 0n);
  if (applied > amount) throw new RangeError('allocations exceed the amount received');
  if (applied < amount) credits.set(SUSPENSE_ACCOUNT, amount - applied);
  return [
    { account: `clearing:${method}`, debit: amount, credit: 0n },
    ...[...credits].map(([account, credit]) => ({ account, debit: 0n, credit })),
  ];
}

export function ledgerBalances(entries: readonly LedgerEntry[]): boolean {
  const debits = entries.reduce((total, e) => total + e.debit, 0n);
  const credits = entries.reduce((total, e) => total + e.credit, 0n);
  return debits === credits;
}

/** What a fee pays for (not an instalment): each is income of its own account. */
export type FeeKind = 'accreditation' | 'rci-affiliation' | 'subscription';

/**
 * The project a fee's income belongs to, where spec §9 names one: "travel benefits project 70" is what the
 * RCI affiliation is sold under (docs/decisions/0024).
 */
export const FEE_PROJECT: Partial<Record<FeeKind, number>> = { 'rci-affiliation': TRAVEL_BENEFITS_PROJECT_ID };

/** The income account of a fee: its project's, when it has one ("income:rci-affiliation:project-70"). */
export const feeIncomeAccount = (fee: FeeKind) =>
  FEE_PROJECT[fee] === undefined ? `income:${fee}` : `income:${fee}:project-${FEE_PROJECT[fee]}`;

/** Double entry for a fee paid in full: the method's clearing account against the fee's income. */
export function feeEntriesFor(method: PaymentMethod, amount: bigint, fee: FeeKind): LedgerEntry[] {
  return [
    { account: `clearing:${method}`, debit: amount, credit: 0n },
    { account: feeIncomeAccount(fee), debit: 0n, credit: amount },
  ];
}
