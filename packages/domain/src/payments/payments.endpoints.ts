import { defineEndpoint } from '../endpoint.ts';
import { pdfFileAnswer } from '../wire.ts';
import {
  captchaAnswer,
  captchaRequest,
  friendCardPaymentRequest,
  friendCodeRequest,
  friendRequestAnswer,
  friendRequestRequest,
  prepaidBalanceAnswer,
  prepaidBalanceRequest,
  prepaidPaymentRequest,
  walletBalanceAnswer,
  walletPaymentRequest,
} from './payment-means.wire.ts';
import {
  cardPaymentRequest,
  paymentRequest,
  paymentResultAnswer,
  qrChargeAnswer,
  qrNotificationAnswer,
  qrNotificationRequest,
  qrPaymentRequest,
  qrTransferNotificationAnswer,
} from './payments.wire.ts';
import { removedCardAnswer, savedCardRequest, savedCardsAnswer } from './saved-cards.wire.ts';

/** Payments (docs/decisions/0008): every money call exactly once per Idempotency-Key. */
export const paymentEndpoints = {
  card: defineEndpoint({
    method: 'POST',
    path: 'pagos/tarjeta',
    body: cardPaymentRequest,
    answer: paymentResultAnswer,
  }),
  qr: defineEndpoint({ method: 'POST', path: 'pagos/qr', body: qrPaymentRequest, answer: qrChargeAnswer }),
  qrState: defineEndpoint({
    method: 'GET',
    path: 'pagos/qr/estado',
    query: paymentRequest,
    answer: paymentResultAnswer,
  }),
  receipt: defineEndpoint({ method: 'GET', path: 'pagos/recibo', query: paymentRequest, answer: pdfFileAnswer }),
  /** The QR bank's webhook: no agent, no session; its signature (x-firma) is the proof. */
  qrNotification: defineEndpoint({
    method: 'POST',
    path: 'pagos/qr/notificacion',
    body: qrNotificationRequest,
    answer: qrNotificationAnswer,
  }),
  /** The QR bank's webhook for a transfer back that reached the customer (a refund, docs/decisions/0043). */
  qrTransferNotification: defineEndpoint({
    method: 'POST',
    path: 'pagos/qr/devolucion/notificacion',
    body: qrNotificationRequest,
    answer: qrTransferNotificationAnswer,
  }),
  prepaid: defineEndpoint({
    method: 'POST',
    path: 'pagos/prepago',
    body: prepaidPaymentRequest,
    answer: paymentResultAnswer,
  }),
  captcha: defineEndpoint({ method: 'GET', path: 'captcha', query: captchaRequest, answer: captchaAnswer }),
  prepaidBalance: defineEndpoint({
    method: 'POST',
    path: 'tarjetas-prepago/saldo',
    body: prepaidBalanceRequest,
    answer: prepaidBalanceAnswer,
  }),
  wallet: defineEndpoint({ method: 'GET', path: 'billetera', answer: walletBalanceAnswer }),
  walletPayment: defineEndpoint({
    method: 'POST',
    path: 'pagos/billetera',
    body: walletPaymentRequest,
    answer: paymentResultAnswer,
  }),
  askFriend: defineEndpoint({
    method: 'POST',
    path: 'pagos/amigo/solicitud',
    body: friendRequestRequest,
    answer: friendRequestAnswer,
  }),
  friendRequest: defineEndpoint({
    method: 'GET',
    path: 'pagos/amigo',
    query: friendCodeRequest,
    answer: friendRequestAnswer,
  }),
  friendPaysByCard: defineEndpoint({
    method: 'POST',
    path: 'pagos/amigo/tarjeta',
    body: friendCardPaymentRequest,
    answer: paymentResultAnswer,
  }),
  /** The cards a customer keeps, and removing one (docs/decisions/0022: calls ours, not of spec §7). */
  savedCards: defineEndpoint({ method: 'GET', path: 'tarjetas/guardadas', answer: savedCardsAnswer }),
  removeSavedCard: defineEndpoint({
    method: 'POST',
    path: 'tarjetas/guardadas/eliminar',
    body: savedCardRequest,
    answer: removedCardAnswer,
  }),
};
