import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { centsToDecimalString } from '@vo/domain/money';
import type { QrBank, QrNotification, QrTransferNotification, TransferBackOutcome } from './qr-bank.ts';

/**
 * Amounts ending in .13 make the sandbox bank fail to generate the QR, and refuse a transfer back of such an
 * amount (README "Sandbox payments").
 */
export const SANDBOX_QR_FAILING_CENTS = 13n;

/** How the sandbox reaches our webhooks: over HTTP in a running server, through app.inject in tests. */
export type WebhookDelivery = (notification: QrNotification, signature: string) => Promise<void>;

/**
 * A bank that behaves like the real one: it signs its notifications (HMAC-SHA256 over the fields)
 * and delivers them to the same webhook. `pay` is what a customer's banking app would do; `confirmTransfer` is
 * the bank telling us a transfer back reached the customer.
 */
export class SandboxQrBank implements QrBank {
  deliver: WebhookDelivery | null = null;
  deliverTransfer: WebhookDelivery | null = null;

  constructor(private readonly secret: string) {}

  async createCharge(input: { reference: string; amountCents: bigint }): Promise<string | null> {
    if (input.amountCents % 100n === SANDBOX_QR_FAILING_CENTS) return null;
    return `SANDBOX-QR|${input.reference}|${centsToDecimalString(input.amountCents)}`;
  }

  sign(notification: QrNotification): string {
    return this.hmac(`${notification.referencia}|${notification.monto}|${notification.transaccion}`);
  }

  /** Signed apart: a payment's notification cannot be replayed as a transfer's, nor the other way round. */
  signTransfer(notification: QrTransferNotification): string {
    return this.hmac(`transfer|${notification.referencia}|${notification.monto}|${notification.transaccion}`);
  }

  verify(notification: QrNotification, signature: string | undefined): boolean {
    return this.matches(this.sign(notification), signature);
  }

  verifyTransfer(notification: QrTransferNotification, signature: string | undefined): boolean {
    return this.matches(this.signTransfer(notification), signature);
  }

  async transferBack(input: { reference: string; amountCents: bigint }): Promise<TransferBackOutcome> {
    if (input.amountCents % 100n === SANDBOX_QR_FAILING_CENTS)
      return { outcome: 'refused', reason: 'the paying account does not take transfers' };
    // The same reference is the same transfer, however often it is asked: its id is derived from it.
    return { outcome: 'accepted', transferId: this.transferIdOf(input.reference) };
  }

  /** The customer pays `amountCents` on the QR of `reference`: the bank notifies our webhook. */
  async pay(reference: string, amountCents: bigint): Promise<QrNotification> {
    const notification = { referencia: reference, monto: centsToDecimalString(amountCents), transaccion: randomUUID() };
    if (!this.deliver) throw new Error('the sandbox bank has no webhook to deliver to');
    await this.deliver(notification, this.sign(notification));
    return notification;
  }

  /** The transfer back of refund `reference` reached the customer's account: the bank notifies our transfer webhook. */
  async confirmTransfer(reference: string, amountCents: bigint): Promise<QrTransferNotification> {
    const notification = {
      referencia: reference,
      monto: centsToDecimalString(amountCents),
      transaccion: this.transferIdOf(reference),
    };
    if (!this.deliverTransfer) throw new Error('the sandbox bank has no transfer webhook to deliver to');
    await this.deliverTransfer(notification, this.signTransfer(notification));
    return notification;
  }

  private transferIdOf(reference: string) {
    return `tr_${this.hmac(`transfer-id|${reference}`).slice(0, 20)}`;
  }

  private hmac(text: string) {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  private matches(expectedText: string, signature: string | undefined) {
    if (typeof signature !== 'string') return false;
    const expected = Buffer.from(expectedText);
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** Every instance must verify what any instance's sandbox signed: derive the secret from the shared one. */
export function sandboxQrSecret(sharedSecret: string): string {
  return createHmac('sha256', sharedSecret).update('sandbox-qr-bank').digest('hex');
}

export function deliverOverHttp(webhookUrl: string): WebhookDelivery {
  return async (notification, signature) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-firma': signature },
      body: JSON.stringify(notification),
    });
    if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
  };
}
