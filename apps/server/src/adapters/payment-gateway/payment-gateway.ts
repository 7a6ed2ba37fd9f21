import type { CardBrand } from '@vo/domain/payments/card.rules';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** What the acquirer gives back for a card: we keep this, never the number or the CVC. */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
}

export type ChargeOutcome =
  | { outcome: 'approved'; authorization: string }
  | { outcome: 'declined'; reason: string }
  /** No answer in time: the charge may or may not exist at the acquirer until it is voided. */
  | { outcome: 'timeout' };

export type RefundOutcome =
  /** the money is on its way back to the card: `refundId` is the acquirer's own reference of it */
  | { outcome: 'approved'; refundId: string }
  /** nothing was given back (the card account is closed, the charge was voided, more than is left of it…) */
  | { outcome: 'declined'; reason: string }
  /** No answer in time: the refund may or may not exist until it is asked again under the same reference. */
  | { outcome: 'timeout' };

/** The card acquirer (ARCHITECTURE §8). `reference` is ours and unique per attempt; the acquirer is idempotent on it. */
export interface PaymentGateway {
  tokenize(card: CardDetails): Promise<CardToken>;
  charge(input: { token: string; amountCents: bigint; currency: string; reference: string }): Promise<ChargeOutcome>;
  /**
   * Cancels the charge of `reference` in full, when its payment could not be recorded (or its answer never
   * came): the customer is never charged for a payment the database does not hold. Safe to repeat.
   */
  voidCharge(reference: string): Promise<void>;
  /**
   * Gives back `amountCents` of the charge `chargeReference` to its card, as a refund of its own under our
   * `reference` (docs/decisions/0043): asked again with the same reference, the acquirer answers the same
   * refund and never gives the money back twice; the refunds of one charge never add up to more than it.
   */
  refund(input: { chargeReference: string; reference: string; amountCents: bigint }): Promise<RefundOutcome>;
}
