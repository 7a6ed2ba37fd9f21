import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsAdminEndpoints as endpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { staffCall, staffDownload } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { type PaymentListQuery, paymentsAdminKeys } from './payments-admin-keys.ts';

/* Every call of the Payments section (docs/decisions/0043, 0050), typed by its endpoint; components use only these. */

export type DayRange = { desde: string; hasta: string };
const rangeQuery = (range: DayRange) => ({ desde: range.desde || undefined, hasta: range.hasta || undefined });

/** Payments by day beside the ledger (the last 30 days when the range is empty). */
export function useDayTotals(range: DayRange) {
  return useQuery({
    queryKey: paymentsAdminKeys.days(range),
    queryFn: async () => unwrap(await staffCall(endpoints.dayTotals, rangeQuery(range), { silent: true })),
    retry: false,
  });
}

/** One page of the payments the filters name, newest first. */
export function usePaymentList(filter: PaymentListQuery, page: number) {
  return useQuery({
    queryKey: paymentsAdminKeys.list(filter, page),
    queryFn: async () => unwrap(await staffCall(endpoints.list, { ...filter, pagina: String(page) })),
    placeholderData: keepPreviousData,
  });
}

/** A payment's refunds so far, and the parts of it a refund would take back (what it re-opens). */
export function usePaymentRefunds(paymentId: number) {
  return useQuery({
    queryKey: paymentsAdminKeys.refunds(paymentId),
    queryFn: async () => unwrap(await staffCall(endpoints.refunds, { idPago: String(paymentId) })),
  });
}

/** Gives back `amount` (a wire decimal) of a payment; the key makes a retried press the same refund. */
export async function refundPayment(
  act: { paymentId: number; reason: string; amount: string },
  idempotencyKey: string,
) {
  const envelope = await staffCall(
    endpoints.refund,
    { idPago: act.paymentId, motivo: act.reason, monto: act.amount },
    { silent: true, headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return { answer: unwrap(envelope), message: envelope.message ?? '' };
}

/** Applies money held in regularisation to the product's instalments, once per key. */
export async function settleRegularising(act: { paymentId: number; reason: string }, idempotencyKey: string) {
  const envelope = await staffCall(
    endpoints.settleRegularising,
    { idPago: act.paymentId, motivo: act.reason },
    { silent: true, headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return { answer: unwrap(envelope), message: envelope.message ?? '' };
}

/** The list's CSV, with the same filters. */
export const downloadPaymentsCsv = (filter: PaymentListQuery) => staffDownload(endpoints.exportList, filter);

/** The daily totals' CSV, for the same range. */
export const downloadDayTotalsCsv = (range: DayRange) => staffDownload(endpoints.exportDayTotals, rangeQuery(range));
