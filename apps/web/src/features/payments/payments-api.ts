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
import { sendOnce } from '../../lib/send-once.ts';

export type { Answered } from '../../lib/send-once.ts';

/** Calls of the payment page; each returns the data or throws ApiFailure (refused) or NetworkError (no answer). */

export type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;
export type QrPaymentRequest = z.output<typeof qrPaymentRequestSchema>;

/** POST /pagos/tarjeta */
export const payByCard = (request: CardPaymentRequest, idempotencyKey: string) =>
  sendOnce<PaymentResult>('pagos/tarjeta', request, idempotencyKey);

/** POST /pagos/qr: a QR to scan with the bank app, pending until the bank confirms it or it expires. */
export const generateQr = (request: QrPaymentRequest, idempotencyKey: string) =>
  sendOnce<QrCharge>('pagos/qr', request, idempotencyKey);

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
