import {
  byDueDate,
  CHARGE_COMPONENTS,
  type ChargeComponent,
  type Instalment,
  outstandingOf,
} from '../products/instalments.rules.ts';

export interface Allocation {
  instalmentId: number;
  instalmentNumber: number;
  component: ChargeComponent;
  cents: bigint;
}

/**
 * Spreads a payment over a product's schedule: the oldest due instalment first and, inside each,
 * fines, interest, expenses, form fee and then capital. The caller has already refused an amount
 * above the debt (checkPaymentAmount); asking for more than is owed is a programming error.
 */
export function allocatePayment(instalments: readonly Instalment[], amount: bigint): Allocation[] {
  if (amount <= 0n) throw new RangeError('a payment allocates a positive amount');
  const allocations: Allocation[] = [];
  let left = amount;
  for (const instalment of [...instalments].sort(byDueDate)) {
    const owed = outstandingOf(instalment);
    for (const component of CHARGE_COMPONENTS) {
      if (left === 0n) return allocations;
      // biome-ignore lint/complexity/useMathMinMax: Math.min does not take bigint.
      const cents = owed[component] < left ? owed[component] : left;
      if (cents <= 0n) continue;
      allocations.push({ instalmentId: instalment.id, instalmentNumber: instalment.number, component, cents });
      left -= cents;
    }
  }
  if (left > 0n) throw new RangeError('the amount is above the debt');
  return allocations;
}

/** The instalments a payment leaves with nothing owed: those its receipt names as paid. */
export function instalmentsSettled(instalments: readonly Instalment[], allocations: readonly Allocation[]): number[] {
  const received = new Map<number, bigint>();
  for (const a of allocations) received.set(a.instalmentId, (received.get(a.instalmentId) ?? 0n) + a.cents);
  return instalments
    .filter((i) => received.has(i.id))
    .filter((i) => {
      const owed = CHARGE_COMPONENTS.reduce((total, c) => total + i.charged[c] - i.paid[c], 0n);
      return owed === received.get(i.id);
    })
    .map((i) => i.number)
    .sort((a, b) => a - b);
}
