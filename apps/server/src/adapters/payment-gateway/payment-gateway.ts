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

/** The card acquirer (ARCHITECTURE §8). `reference` is ours and unique per attempt; the acquirer is idempotent on it. */
export interface PaymentGateway {
  tokenize(card: CardDetails): Promise<CardToken>;
  charge(input: { token: string; amountCents: bigint; currency: string; reference: string }): Promise<ChargeOutcome>;
  /** Gives back (or voids) the charge of `reference`, when its payment could not be recorded. Safe to repeat. */
  refund(reference: string): Promise<void>;
}
