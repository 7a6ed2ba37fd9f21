import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { centsToDecimalString } from '@vo/domain/money';
import type { QrBank, QrNotification } from './qr-bank.ts';

/** Amounts ending in .13 make the sandbox bank fail to generate the QR (README "Sandbox payments"). */
export const SANDBOX_QR_FAILING_CENTS = 13n;

/** How the sandbox reaches our webhook: over HTTP in a running server, through app.inject in tests. */
export type WebhookDelivery = (notification: QrNotification, signature: string) => Promise<void>;

/**
 * A bank that behaves like the real one: it signs its notifications (HMAC-SHA256 over the fields)
 * and delivers them to the same webhook. `pay` is what a customer's banking app would do.
 */
export class SandboxQrBank implements QrBank {
  deliver: WebhookDelivery | null = null;

  constructor(private readonly secret: string) {}

  async createCharge(input: { reference: string; amountCents: bigint }): Promise<string | null> {
    if (input.amountCents % 100n === SANDBOX_QR_FAILING_CENTS) return null;
    return `SANDBOX-QR|${input.reference}|${centsToDecimalString(input.amountCents)}`;
  }

  sign(notification: QrNotification): string {
    return createHmac('sha256', this.secret)
      .update(`${notification.referencia}|${notification.monto}|${notification.transaccion}`)
      .digest('hex');
  }

  verify(notification: QrNotification, signature: string | undefined): boolean {
    if (typeof signature !== 'string') return false;
    const expected = Buffer.from(this.sign(notification));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The customer pays `amountCents` on the QR of `reference`: the bank notifies our webhook. */
  async pay(reference: string, amountCents: bigint): Promise<QrNotification> {
    const notification = { referencia: reference, monto: centsToDecimalString(amountCents), transaccion: randomUUID() };
    if (!this.deliver) throw new Error('the sandbox bank has no webhook to deliver to');
    await this.deliver(notification, this.sign(notification));
    return notification;
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
