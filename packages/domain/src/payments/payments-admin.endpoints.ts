import { defineEndpoint } from '../endpoint.ts';
import {
  dayTotalsAnswer,
  dayTotalsRequest,
  paymentActAnswer,
  paymentActRequest,
  paymentListAnswer,
  paymentListRequest,
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
    body: paymentActRequest,
    answer: paymentActAnswer,
  }),
  settleRegularising: defineEndpoint({
    method: 'POST',
    path: 'admin/pagos/regularizacion/aplicar',
    body: paymentActRequest,
    answer: paymentActAnswer,
  }),
};
