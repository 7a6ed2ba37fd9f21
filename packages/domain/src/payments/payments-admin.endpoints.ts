import { defineEndpoint } from '../endpoint.ts';
import {
  dayTotalsAnswer,
  dayTotalsRequest,
  paymentActAnswer,
  paymentActRequest,
  paymentListAnswer,
  paymentListRequest,
  paymentRefundsAnswer,
  paymentRefundsRequest,
  refundAnswer,
  refundRequest,
} from './payments-admin.wire.ts';

export const paymentsAdminEndpoints = {
  dayTotals: defineEndpoint({
    method: 'GET',
    path: 'admin/pagos/dias',
    query: dayTotalsRequest,
    answer: dayTotalsAnswer,
  }),
  list: defineEndpoint({ method: 'GET', path: 'admin/pagos', query: paymentListRequest, answer: paymentListAnswer }),
  refund: defineEndpoint({
    method: 'POST',
    path: 'admin/pagos/reembolso',
    body: refundRequest,
    answer: refundAnswer,
  }),
  refunds: defineEndpoint({
    method: 'GET',
    path: 'admin/pagos/reembolsos',
    query: paymentRefundsRequest,
    answer: paymentRefundsAnswer,
  }),
  settleRegularising: defineEndpoint({
    method: 'POST',
    path: 'admin/pagos/regularizacion/aplicar',
    body: paymentActRequest,
    answer: paymentActAnswer,
  }),
};
