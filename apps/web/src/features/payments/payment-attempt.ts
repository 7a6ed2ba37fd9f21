import { ApiFailure } from '../../lib/api-client.ts';

/** A fresh Idempotency-Key; getRandomValues also works where randomUUID does not (a web view on plain http). */
export function newPaymentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one payment attempt. Sending the same payment again (a retry after the network
 * failed, a second click) reuses the key, so the server charges once; only a definitive answer (paid or
 * refused) ends the attempt. A different payment (another amount, another card) is a new attempt.
 */
export function createPaymentAttempts(newKey: () => string = newPaymentKey) {
  let pending: { request: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (pending?.request !== fingerprint) pending = { request: fingerprint, key: newKey() };
      return pending.key;
    },
    settle(): void {
      pending = null;
    },
  };
}

export type PaymentAttempts = ReturnType<typeof createPaymentAttempts>;

/**
 * Whether the server answered (paid, or refused with an envelope). A network failure or a timeout is not
 * an answer: the charge may have gone through, so the next try must carry the same key.
 */
export function isDefinitiveAnswer(error: unknown): boolean {
  return error === null || error instanceof ApiFailure;
}
