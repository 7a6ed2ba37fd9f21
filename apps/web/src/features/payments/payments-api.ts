import { useQuery } from '@tanstack/react-query';
import type {
  cardPaymentRequestSchema,
  PaymentResult,
  QrCharge,
  qrPaymentRequestSchema,
} from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import { api, unwrap } from '../../lib/api.ts';
import { productKeys } from '../../lib/product-keys.ts';

/** Calls of the payment page; each returns the data or throws ApiFailure (refused) or NetworkError (no answer). */

export type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;
export type QrPaymentRequest = z.output<typeof qrPaymentRequestSchema>;

/** What a successful payment call answers: the result and the server's sentence about it. */
export interface Answered<T> {
  data: T;
  message?: string;
}

/**
 * POST /pagos/tarjeta. Silent: a refusal is shown next to its field or under the form, where the person
 * is looking. The key makes a repeated request (second click, retry) charge once.
 */
export async function payByCard(request: CardPaymentRequest, idempotencyKey: string): Promise<Answered<PaymentResult>> {
  const envelope = await api<PaymentResult>('pagos/tarjeta', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return { data: unwrap(envelope), message: envelope.message };
}

/** POST /pagos/qr: a QR to scan with the bank app, pending until the bank confirms it or it expires. */
export async function generateQr(request: QrPaymentRequest, idempotencyKey: string): Promise<Answered<QrCharge>> {
  const envelope = await api<QrCharge>('pagos/qr', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return { data: unwrap(envelope), message: envelope.message };
}

/** How often a pending QR asks whether it was paid; the realtime `pago` push usually tells sooner. */
const QR_POLL_MS = 5_000;

/** GET /pagos/qr/estado while the QR is pending; it stops asking once the payment is settled or expired. */
export function useQrStatus(idPago: number) {
  return useQuery({
    queryKey: productKeys.paymentStatus(idPago),
    queryFn: async () =>
      unwrap(await api<PaymentResult>('pagos/qr/estado', { query: { idPago: String(idPago) }, silent: true })),
    refetchInterval: (query) => (query.state.data && query.state.data.estado !== 'pendiente' ? false : QR_POLL_MS),
  });
}
