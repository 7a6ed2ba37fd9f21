import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import type { cardPaymentRequestSchema, qrPaymentRequestSchema } from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';
import { productKeys } from '../products/index.ts';

export type { Answered } from '../../lib/send-once.ts';

/** Calls of the payment page; each returns the data or throws ApiFailure (refused) or NetworkError (no answer). */

export type CardPaymentRequest = z.output<typeof cardPaymentRequestSchema>;
export type QrPaymentRequest = z.output<typeof qrPaymentRequestSchema>;

/** POST /pagos/tarjeta */
export const payByCard = (request: CardPaymentRequest, idempotencyKey: string) =>
  callOnce(endpoints.card, request, idempotencyKey);

/** POST /pagos/qr: a QR to scan with the bank app, pending until the bank confirms it or it expires. */
export const generateQr = (request: QrPaymentRequest, idempotencyKey: string) =>
  callOnce(endpoints.qr, request, idempotencyKey);

/** How often a pending QR asks whether it was paid; the realtime `pago` push usually tells sooner. */
const QR_POLL_MS = 5_000;

/** GET /pagos/qr/estado while the QR is pending; it stops asking once the payment is settled or expired. */
export function useQrStatus(idPago: number) {
  return useQuery({
    queryKey: productKeys.paymentStatus(idPago),
    queryFn: async () => unwrap(await call(endpoints.qrState, { idPago }, { silent: true })),
    refetchInterval: (query) => (query.state.data && query.state.data.estado !== 'pendiente' ? false : QR_POLL_MS),
  });
}
