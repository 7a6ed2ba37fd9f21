import { createHmac, randomUUID } from 'node:crypto';
import { cardBrandOf } from '@vo/domain/payments/card.rules';
import type { CardDetails, CardToken, ChargeOutcome, PaymentGateway } from './payment-gateway.ts';

/**
 * Test cards of the built-in acquirer (README "Sandbox payments"). Any other valid Visa or
 * MasterCard number approves.
 */
export const SANDBOX_CARDS = {
  visaApproves: '4111111111111111',
  mastercardApproves: '5555555555554444',
  declines: '4000000000000002',
  timesOut: '4000000000000119',
} as const;

interface SandboxCharge {
  reference: string;
  amountCents: bigint;
  state: 'captured' | 'refunded';
}

/**
 * Behaves like an acquirer: tokens stable per card, idempotent on the reference, declines and
 * timeouts on the documented numbers. Keeps what it charged so tests can count real charges.
 */
export class SandboxGateway implements PaymentGateway {
  readonly charges = new Map<string, SandboxCharge>();
  private readonly cards = new Map<string, CardDetails>();

  constructor(
    private readonly secret: string = randomUUID(),
    private readonly timeoutMs = 50,
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
    const earlier = this.charges.get(input.reference);
    if (!earlier) this.charges.set(input.reference, { ...input, state: 'captured' });
    return { outcome: 'approved', authorization: `auth_${input.reference.slice(-12)}` };
  }

  async refund(reference: string): Promise<void> {
    const charge = this.charges.get(reference);
    if (charge) charge.state = 'refunded';
  }

  /** Money actually taken and not given back: what a customer would see on their card statement. */
  capturedCents(): bigint {
    let total = 0n;
    for (const charge of this.charges.values()) if (charge.state === 'captured') total += charge.amountCents;
    return total;
  }
}
