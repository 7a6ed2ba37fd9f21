import { defineEndpoint } from '../endpoint.ts';
import { sandboxQrPayAnswer, sandboxQrPayRequest } from './payments.wire.ts';

/** Sandbox only: what the customer's banking app does when they scan and pay a QR (`npm run ops -- qr-pay`). */
export const paymentOpsEndpoints = {
  sandboxQrPay: defineEndpoint({
    method: 'POST',
    path: 'ops/sandbox/qr/pagar',
    body: sandboxQrPayRequest,
    answer: sandboxQrPayAnswer,
  }),
  /** Sandbox only: the bank tells us a transfer back reached the customer (`npm run ops -- qr-refund <referencia>`). */
  sandboxQrTransferConfirm: defineEndpoint({
    method: 'POST',
    path: 'ops/sandbox/qr/devolucion/confirmar',
    body: sandboxQrPayRequest,
    answer: sandboxQrPayAnswer,
  }),
};
