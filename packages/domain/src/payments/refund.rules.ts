import type { ChargeComponent } from '../products/instalments.rules.ts';
import { type LedgerEntry, type PaymentMethod, receivableAccount, SUSPENSE_ACCOUNT } from './ledger.rules.ts';

/*
 * Money given back (docs/decisions/0043): a staff member refunds all or part of a payment through the means
 * that paid it. These rules say how much may still be refunded, which parts of the payment a refund takes
 * back, and its double entry. The server asks the acquirer or the bank and writes what these rules say.
 */

/**
 * A refund's life: `requested` (recorded, the acquirer or bank asked and not yet answered), `owed` (a QR
 * transfer back the bank accepted and has not confirmed: the customer is owed it), `completed` (the money is
 * back where it came from), `declined` (the acquirer refused it: nothing moved).
 */
export const REFUND_STATES = ['requested', 'owed', 'completed', 'declined'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The refunds that hold part of a payment: a declined one gives its share back. */
export const refundHoldsMoney = (state: RefundState) => state !== 'declined';

/** A payment can be refunded when its money arrived: confirmed, or held in regularisation. */
const REFUNDABLE_STATES: ReadonlySet<string> = new Set(['confirmed', 'regularising']);

/** Money owed to customers whose QR transfer back the bank has not confirmed yet. */
export const REFUNDS_OWED_ACCOUNT = 'payable:refunds';

export interface RefundablePayment {
  state: string;
  amountCents: bigint;
  /** what refunds already hold of it: completed, owed and requested ones */
  refundedCents: bigint;
}

/** What is left to refund of a payment. */
export const refundableCents = (payment: RefundablePayment) => payment.amountCents - payment.refundedCents;

export type RefundRefusal = 'adminMoney.alreadyRefunded' | 'adminMoney.notRefundable' | 'adminMoney.refundAboveLeft';

/** Whether `cents` may be refunded of `payment` now; null when it may. */
export function refundRefusal(payment: RefundablePayment, cents: bigint): RefundRefusal | null {
  if (payment.state === 'refunded' || refundableCents(payment) <= 0n) return 'adminMoney.alreadyRefunded';
  if (!REFUNDABLE_STATES.has(payment.state)) return 'adminMoney.notRefundable';
  if (cents > refundableCents(payment)) return 'adminMoney.refundAboveLeft';
  return null;
}

/** A part of a payment that is still the customer's to be given back, and the account that holds it. */
export type RefundPart =
  /** money received and never applied (regularisation) */
  | { kind: 'suspense'; cents: bigint }
  /** what the payment settled of one instalment, less what earlier refunds took back */
  | { kind: 'instalment'; instalmentId: number; instalmentNumber: number; component: ChargeComponent; cents: bigint }
  /** a fee's income (the accreditation card, the RCI affiliation, a subscription) */
  | { kind: 'fee'; account: string; cents: bigint };

/**
 * The parts a refund of `cents` takes back: first what was never applied, then the instalments in the reverse
 * of the order the payment settled them (the newest instalment's capital first), then a fee's income. A
 * partial refund therefore re-opens as little of the schedule as it can, and the oldest instalments the
 * payment settled stay settled. `parts` are in the order the payment applied them.
 */
export function refundTakes(parts: readonly RefundPart[], cents: bigint): RefundPart[] {
  if (cents <= 0n) throw new RangeError('a refund takes back a positive amount');
  const order = [
    ...parts.filter((p) => p.kind === 'suspense'),
    ...parts.filter((p) => p.kind === 'instalment').reverse(),
    ...parts.filter((p) => p.kind === 'fee'),
  ];
  const takes: RefundPart[] = [];
  let left = cents;
  for (const part of order) {
    if (left === 0n) break;
    // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigint.
    const taken = part.cents < left ? part.cents : left;
    if (taken <= 0n) continue;
    takes.push({ ...part, cents: taken });
    left -= taken;
  }
  if (left > 0n) throw new RangeError('the refund is above what the payment still holds');
  return takes;
}

const accountOf = (part: RefundPart) =>
  part.kind === 'suspense' ? SUSPENSE_ACCOUNT : part.kind === 'fee' ? part.account : receivableAccount(part.component);

/**
 * The double entry of a refund: each account a part came from is debited, and the money leaves through the
 * method's clearing account, or, for a QR transfer back the bank has yet to confirm, waits in the refunds
 * owed (refundTransferEntries moves it out when the bank confirms).
 */
export function refundEntriesFor(method: PaymentMethod, takes: readonly RefundPart[]): LedgerEntry[] {
  const debits = new Map<string, bigint>();
  for (const part of takes) debits.set(accountOf(part), (debits.get(accountOf(part)) ?? 0n) + part.cents);
  const total = takes.reduce((sum, part) => sum + part.cents, 0n);
  return [
    ...[...debits].map(([account, debit]) => ({ account, debit, credit: 0n })),
    { account: refundsLeaveThrough(method), debit: 0n, credit: total },
  ];
}

/** A card, a prepaid code or the wallet gets its money back at once; a QR transfer back is owed until the bank confirms. */
export const refundsLeaveThrough = (method: PaymentMethod) =>
  method === 'qr' ? REFUNDS_OWED_ACCOUNT : `clearing:${method}`;

/** The bank confirmed a QR transfer back: the money owed leaves through the QR clearing account. */
export function refundTransferEntries(cents: bigint): LedgerEntry[] {
  return [
    { account: REFUNDS_OWED_ACCOUNT, debit: cents, credit: 0n },
    { account: 'clearing:qr', debit: 0n, credit: cents },
  ];
}

/** A refund the acquirer or the bank has not answered is left to the act that asked it this long… */
export const REFUND_ANSWER_WAIT_SECONDS = 30;
/** …then asked again, under the same reference, this often, until they answer. */
export const REFUND_RETRY_SECONDS = 60;

/** What a refund re-opens, as the staff member is told before asking it. */
export interface RefundReopening {
  /** taken from money held in regularisation, never applied to an instalment */
  heldCents: bigint;
  /** the instalments (by number, ascending) owed again, wholly or in part */
  instalments: number[];
  /** taken back from a fee the payment paid (the accreditation card, an affiliation, a subscription) */
  feeCents: bigint;
}

/**
 * What a refund of `cents` re-opens of a payment whose refundable `parts` are these (refundTakes' own order);
 * null when the amount is not one the parts can give (nothing, or above what they hold).
 */
export function refundReopens(parts: readonly RefundPart[], cents: bigint): RefundReopening | null {
  const held = parts.reduce((sum, part) => sum + part.cents, 0n);
  if (cents <= 0n || cents > held) return null;
  const takes = refundTakes(parts, cents);
  const sum = (kind: RefundPart['kind']) =>
    takes.filter((part) => part.kind === kind).reduce((total, part) => total + part.cents, 0n);
  const instalments = [
    ...new Set(takes.flatMap((part) => (part.kind === 'instalment' ? [part.instalmentNumber] : []))),
  ].sort((a, b) => a - b);
  return { heldCents: sum('suspense'), instalments, feeCents: sum('fee') };
}
