import { useQuery } from '@tanstack/react-query';
import { invoiceEndpoints as endpoints } from '@vo/domain/invoice/invoice.endpoints';
import type { InvoiceSaveRequest } from '@vo/domain/invoice/invoice.rules';
import type { InvoiceData } from '@vo/domain/invoice/invoice.wire';
import { call, unwrap } from '../../lib/api.ts';

/** Calls of the invoice-data dialog (docs/decisions/0007); each returns the data or throws ApiFailure. */

export const invoiceKeys = {
  companies: ['invoice', 'companies'] as const,
  data: ['invoice', 'data'] as const,
  saved: ['invoice', 'saved'] as const,
  documentTypes: ['invoice', 'document-types'] as const,
};

/**
 * The person's companies that issue invoices; empty means never ask (advisers and cashiers get []).
 * Silent: if the server refuses, the welcome sequence simply does not ask, it is not the person's problem.
 */
export function useInvoiceCompanies(options: { enabled: boolean }) {
  return useQuery({
    queryKey: invoiceKeys.companies,
    queryFn: async () => unwrap(await call(endpoints.companies, {}, { silent: true })),
    enabled: options.enabled,
  });
}

/** The saved invoice data; idDatosFactura 0 with the person's e-mail and phone when nothing is saved. */
export function useInvoiceData(options: { enabled: boolean } = { enabled: true }) {
  return useQuery({
    queryKey: invoiceKeys.data,
    queryFn: async () => unwrap(await call(endpoints.invoiceData)),
    enabled: options.enabled,
  });
}

/**
 * Whether any invoice data is saved, read early for the welcome sequence's "Step X of N" only. A key of its
 * own: the invoice dialog's prefill (the e-mail and phone the profile step may change) is read after that step.
 */
export function useInvoiceDataSaved(options: { enabled: boolean }) {
  return useQuery({
    queryKey: invoiceKeys.saved,
    queryFn: async () => unwrap(await call(endpoints.invoiceData, undefined, { silent: true })).idDatosFactura !== 0,
    enabled: options.enabled,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: invoiceKeys.documentTypes,
    queryFn: async () => unwrap(await call(endpoints.documentTypes)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Silent: a refusal is shown next to its field in the dialog, not in a toast over the dialog's buttons. */
export async function saveInvoiceData(body: InvoiceSaveRequest): Promise<{ data: InvoiceData; message?: string }> {
  const envelope = await call(endpoints.save, body, { silent: true });
  return { data: unwrap(envelope), message: envelope.message };
}
