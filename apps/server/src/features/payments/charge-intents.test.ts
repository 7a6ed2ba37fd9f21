import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, VALID_CARD } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { SANDBOX_CARDS, SandboxGateway } from '../../adapters/payment-gateway/sandbox-gateway.ts';
import { recordChargeIntent } from './charge-intents.repo.ts';
import { voidUnrecordedCharges } from './charge-intents-sweep.ts';

/** The sandbox acquirer, whose charges can be held before they answer: a payment caught mid-way. */
class HeldGateway extends SandboxGateway {
  hold: { reached: () => void; release: Promise<void> } | null = null;
  override async charge(input: { token: string; amountCents: bigint; reference: string }) {
    const hold = this.hold;
    if (hold) {
      this.hold = null;
      hold.reached();
      await hold.release;
    }
    return super.charge(input);
  }
}

/**
 * Card charges' intents (docs/decisions/0069): each committed before the acquirer is asked, recorded with its
 * payment; the sweep voids what no payment recorded and never what one did, even while it is being recorded.
 */
describe('card charge intents and their sweep', () => {
  const gateway = new HeldGateway();
  const t = useTestApp({ paymentGateway: gateway });
  let customer: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const pay = (card = VALID_CARD, key = `k-${randomUUID()}`) =>
    t.send(
      paymentEndpoints.card,
      { idProducto: DEMO_PRODUCT.lot, monto: '3.00', ...card },
      { token: customer, headers: { 'idempotency-key': key } },
    );
  const intent = async (reference: string) => {
    const r: any = await t.db.execute(sql`select state from card_charge_intents where reference = ${reference}`);
    return r.rows[0]?.state as string | undefined;
  };
  const referenceOf = async (paymentId: number) => {
    const r: any = await t.db.execute(
      sql`select external_reference as reference from payments where id = ${paymentId}`,
    );
    return r.rows[0].reference as string;
  };
  const askedCount = async () => {
    const r: any = await t.db.execute(sql`select count(*)::int as n from card_charge_intents where state = 'asked'`);
    return Number(r.rows[0].n);
  };
  // Past any grace: the sweep looks at every intent still asked.
  const sweepAll = () => voidUnrecordedCharges(t.deps, -3600);

  it('records a paid charge with its payment, and the sweep leaves it charged', async () => {
    const answer = await pay();
    expect(answer.status).toBe(0);
    const reference = await referenceOf(answer.data.idPago);
    expect(await intent(reference)).toBe('recorded');
    expect(await sweepAll()).toBe(0);
    expect(gateway.journal.charge(reference)).toMatchObject({ amountCents: 300n, voided: false });
  });

  it('charges once for a key sent twice; the replay leaves no intent asked', async () => {
    const key = `k-${randomUUID()}`;
    const first = await pay(VALID_CARD, key);
    const again = await pay(VALID_CARD, key);
    expect(again.data.idPago).toBe(first.data.idPago);
    expect(await askedCount()).toBe(0);
    const r: any = await t.db.execute(sql`select state from card_charge_intents where idempotency_key = ${key}`);
    expect(r.rows.map((row: any) => row.state).sort()).toEqual(['recorded', 'unused']);
  });

  it('settles a declined charge at once: nothing is left for the sweep', async () => {
    const answer = await pay({ ...VALID_CARD, numeroTarjeta: SANDBOX_CARDS.declines });
    expect(answer.code).toBe('payments.declined');
    expect(await askedCount()).toBe(0);
  });

  it('voids a charge the acquirer approved and no payment recorded (the process died before its commit)', async () => {
    // What a kill -9 between the approval and the commit leaves: the committed intent and the acquirer's charge.
    const reference = `card-${randomUUID()}`;
    await recordChargeIntent(t.db, reference, { amountCents: 300n }, t.clock.now());
    const token = await gateway.tokenize({
      number: SANDBOX_CARDS.visaApproves,
      expiryMonth: 12,
      expiryYear: 2099,
      cvc: '1',
    });
    await gateway.charge({ token: token.token, amountCents: 300n, currency: 'USD', reference } as any);
    expect(await sweepAll()).toBe(1);
    expect(gateway.journal.charge(reference)?.voided).toBe(true);
    expect(await intent(reference)).toBe('voided');
    expect(await sweepAll()).toBe(0);
  });

  it('never voids a charge whose payment is being recorded while the sweep runs', async () => {
    let reached!: () => void;
    const atAcquirer = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    gateway.hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    const paying = pay();
    await atAcquirer;
    // The payment's transaction holds its intent (marked, uncommitted) while the acquirer is asked.
    const sweeping = sweepAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const [answer, voided] = await Promise.all([paying, sweeping]);
    expect(answer.status).toBe(0);
    expect(voided).toBe(0);
    const reference = await referenceOf(answer.data.idPago);
    expect(gateway.journal.charge(reference)?.voided).toBe(false);
    expect(await intent(reference)).toBe('recorded');
  });
});
