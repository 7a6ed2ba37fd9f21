import type { FeeKind } from '@vo/domain/payments/ledger.rules';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { OwnProduct } from '../products/index.ts';

/** What a fee paid by QR gives, written in the bank confirmation's transaction once the fee is settled. */
export type FeeSettler = (
  tx: Tx,
  deps: AppDeps,
  paid: { product: OwnProduct; paymentId: number; userId: number; now: Date },
) => Promise<void>;

/*
 * The payments know how to take a fee's money, not what the fee buys: the feature that sells it registers what
 * the fee gives (the RCI affiliation: its code and expiry), so the payments never import that feature and the
 * feature keeps its rule in one place (docs/decisions/0048).
 */
const settlers = new Map<FeeKind, FeeSettler>();

export function registerFeeSettler(fee: FeeKind, settler: FeeSettler) {
  settlers.set(fee, settler);
}

/** A QR is issued for a fee only when something will give what it buys: otherwise money would buy nothing. */
export function feeSettlerOf(fee: FeeKind): FeeSettler {
  const settler = settlers.get(fee);
  if (!settler) throw new Error(`no settler registered for the fee ${fee}`);
  return settler;
}
