import type { paymentListRequest } from '@vo/domain/payments/payments-admin.wire';
import type { z } from 'zod';

export type PaymentListQuery = Omit<z.input<typeof paymentListRequest>, 'pagina'>;

/**
 * Every query of the Payments section, under one prefix: a refund or a settling changes the day totals, the
 * list and the payment's refunds, and refreshes them all with one invalidation (`paymentsAdminKeys.all`).
 */
export const paymentsAdminKeys = {
  all: ['payments-admin'] as const,
  days: (range: { desde: string; hasta: string }) => [...paymentsAdminKeys.all, 'days', range] as const,
  list: (filter: PaymentListQuery, page: number) => [...paymentsAdminKeys.all, 'list', filter, page] as const,
  refunds: (paymentId: number) => [...paymentsAdminKeys.all, 'refunds', paymentId] as const,
};
