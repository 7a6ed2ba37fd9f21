import type { InstalmentRow } from '@vo/domain/products/products.types';
import { centsOf } from '../../lib/product-money.ts';

/**
 * What a reminder's link `?cuota=N` asks the payment page to pay (docs/decisions/0063): that instalment, and,
 * because a payment settles the product's debt oldest first (allocatePayment), every earlier instalment still
 * owed — so the amount that pays it is everything owed up to and including it. A missing, unknown or paid
 * instalment answers why it is ignored; the page then works as without the link.
 */
export type LinkedInstalment =
  | { kind: 'none' }
  | { kind: 'ignored' }
  | { kind: 'found'; instalment: InstalmentRow; earlier: InstalmentRow[]; totalCents: bigint };

/** Oldest first, as the server allocates a payment (byDueDate, then the contract's number). */
function byDue(a: InstalmentRow, b: InstalmentRow): number {
  return a.fechaVencimiento.localeCompare(b.fechaVencimiento) || a.nroCuota - b.nroCuota;
}

export function linkedInstalment(schedule: readonly InstalmentRow[], cuota: string | null): LinkedInstalment {
  if (cuota === null || cuota === '') return { kind: 'none' };
  if (!/^\d{1,6}$/.test(cuota)) return { kind: 'ignored' };
  const number = Number(cuota);
  const owed = [...schedule].filter((row) => centsOf(row.saldo) > 0n).sort(byDue);
  const index = owed.findIndex((row) => row.nroCuota === number);
  if (index < 0) return { kind: 'ignored' };
  const upTo = owed.slice(0, index + 1);
  return {
    kind: 'found',
    instalment: owed[index]!,
    earlier: owed.slice(0, index),
    totalCents: upTo.reduce((sum, row) => sum + centsOf(row.saldo), 0n),
  };
}
