import { csvAnswer, defineEndpoint } from '../endpoint.ts';
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
  /** The days' totals as a CSV file, for the same range. */
  exportDayTotals: defineEndpoint({
    method: 'GET',
    path: 'admin/pagos/dias/exportar',
    query: dayTotalsRequest,
    answer: csvAnswer('pagos-por-dia.csv'),
  }),
  list: defineEndpoint({ method: 'GET', path: 'admin/pagos', query: paymentListRequest, answer: paymentListAnswer }),
  /** The list as a CSV file, with the list's filters (its page is ignored: the file holds every row). */
  exportList: defineEndpoint({
    method: 'GET',
    path: 'admin/pagos/exportar',
    query: paymentListRequest,
    answer: csvAnswer('pagos.csv'),
  }),
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
