import type { ConfirmedAct } from '@vo/domain/confirmations/confirmation.rules';
import { PRODUCTS_LINK } from '@vo/domain/notifications/notification-links';
import type { Buyer } from '@vo/domain/prereservations/buyer.wire';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { confirmAct } from '../confirmations/index.ts';
import { internationalPhone } from './prereservations.repo.ts';

/** A pre-reservation as its buyer is told of it. */
interface Confirmed {
  id: number;
  description: string;
  priceCents: bigint;
  currency: string;
  customerUserId: number | null;
  buyer: Buyer;
}

/** The pre-reservation's number as the adviser's list and the sale's contract show it. */
export const prereservationNumber = (id: number) => `PR-${id}`;

/**
 * The buyer hears of each step the adviser takes for them (docs/decisions/0026): at the e-mail and phone given
 * in the pre-reservation's form (the freshest they gave), and in the portal when they have an account.
 */
export async function confirmToBuyer(tx: Tx, deps: AppDeps, act: ConfirmedAct, row: Confirmed): Promise<void> {
  await confirmAct(
    tx,
    deps,
    {
      userId: row.customerUserId,
      email: row.buyer.email,
      phone: row.buyer.phone ? await internationalPhone(tx, row.buyer.countryId, row.buyer.phone) : null,
      link: PRODUCTS_LINK,
      language: row.buyer.language,
    },
    {
      act,
      reference: prereservationNumber(row.id),
      amountCents: row.priceCents,
      currency: row.currency,
      product: row.description,
    },
  );
}
