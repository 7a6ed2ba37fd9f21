import { createHmac, randomUUID } from 'node:crypto';
import { cardBrandOf } from '@vo/domain/payments/card.rules';
import type { CardDetails, CardToken, ChargeOutcome, PaymentGateway, RefundOutcome } from './payment-gateway.ts';
import { type AcquirerJournal, memoryJournal } from './sandbox-journal.ts';

/**
 * Test cards of the built-in acquirer (README "Sandbox payments"). Any other valid Visa or
 * MasterCard number approves.
 */
export const SANDBOX_CARDS = {
  visaApproves: '4111111111111111',
  mastercardApproves: '5555555555554444',
  declines: '4000000000000002',
  timesOut: '4000000000000119',
  /** charges approve; every refund is declined (the card account was closed since) */
  refundDeclines: '4000000000005126',
  /** charges approve; a refund's first answer never comes (it is made all the same), asked again it is approved */
  refundTimesOut: '4000000000007726',
} as const;

/** What the sandbox remembers of a card, without its number: how its charges and refunds behave. */
type CardBehaviour = 'normal' | 'refund-declines' | 'refund-times-out';

const behaviourOf = (number: string): CardBehaviour =>
  number === SANDBOX_CARDS.refundDeclines
    ? 'refund-declines'
    : number === SANDBOX_CARDS.refundTimesOut
      ? 'refund-times-out'
      : 'normal';

/**
 * Behaves like an acquirer: tokens stable per card, idempotent on the reference, declines and
 * timeouts on the documented numbers, refunds of a charge up to what it took. Keeps what it charged and
 * gave back in a journal (a file in DATA_DIR for the running server, so a restart, even after kill -9,
 * remembers them as a real acquirer would), and tests count real charges from it.
 */
export class SandboxGateway implements PaymentGateway {
  private readonly cards = new Map<string, CardDetails>();

  constructor(
    private readonly secret: string = randomUUID(),
    private readonly timeoutMs = 50,
    readonly journal: AcquirerJournal = memoryJournal(),
  ) {}

  async tokenize(card: CardDetails): Promise<CardToken> {
    const token = `tok_${createHmac('sha256', this.secret).update(card.number).digest('hex').slice(0, 24)}`;
    this.cards.set(token, card);
    const brand = cardBrandOf(card.number);
    if (!brand) throw new Error('the sandbox tokenizes Visa and MasterCard only');
    return { token, brand, last4: card.number.slice(-4) };
  }

  async charge(input: { token: string; amountCents: bigint; reference: string }): Promise<ChargeOutcome> {
    const card = this.cards.get(input.token);
    if (!card) return { outcome: 'declined', reason: 'unknown token' };
    if (card.number === SANDBOX_CARDS.timesOut) {
      await new Promise((resolve) => setTimeout(resolve, this.timeoutMs));
      return { outcome: 'timeout' };
    }
    if (card.number === SANDBOX_CARDS.declines) return { outcome: 'declined', reason: 'do not honour' };
    if (!this.journal.charge(input.reference))
      await this.journal.write({
        op: 'charge',
        reference: input.reference,
        amountCents: String(input.amountCents),
        behaviour: behaviourOf(card.number),
      });
    else await this.journal.durable();
    return { outcome: 'approved', authorization: `auth_${input.reference.slice(-12)}` };
  }

  async voidCharge(reference: string): Promise<void> {
    const charge = this.journal.charge(reference);
    if (charge && !charge.voided) await this.journal.write({ op: 'void', reference });
    else await this.journal.durable();
  }

  async refund(input: { chargeReference: string; reference: string; amountCents: bigint }): Promise<RefundOutcome> {
    const earlier = this.journal.refund(input.reference);
    // The same refund asked again: its first answer, or, after a lost answer, the refund it made.
    if (earlier) {
      await this.journal.durable();
      return { outcome: 'approved', refundId: earlier.refundId };
    }
    const charge = this.journal.charge(input.chargeReference);
    if (!charge) return { outcome: 'declined', reason: 'no such charge' };
    if (charge.voided) return { outcome: 'declined', reason: 'the charge was voided' };
    if (charge.behaviour === 'refund-declines') return { outcome: 'declined', reason: 'card account closed' };
    if (input.amountCents <= 0n || input.amountCents > charge.amountCents - charge.refundedCents)
      return { outcome: 'declined', reason: 'more than is left of the charge' };
    const refundId = `re_${createHmac('sha256', this.secret).update(input.reference).digest('hex').slice(0, 20)}`;
    await this.journal.write({
      op: 'refund',
      reference: input.reference,
      chargeReference: input.chargeReference,
      amountCents: String(input.amountCents),
      refundId,
    });
    if (charge.behaviour === 'refund-times-out') {
      await new Promise((resolve) => setTimeout(resolve, this.timeoutMs));
      return { outcome: 'timeout' };
    }
    return { outcome: 'approved', refundId };
  }

  /** Money actually taken and not given back: what a customer would see on their card statement. */
  capturedCents(): bigint {
    return this.journal.capturedCents();
  }

  /** What the acquirer gave back of one charge. */
  refundedCentsOf(chargeReference: string): bigint {
    return this.journal.charge(chargeReference)?.refundedCents ?? 0n;
  }
}
