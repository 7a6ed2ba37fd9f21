import { defineEndpoint } from '../endpoint.ts';
import {
  documentTypesAnswer,
  invoiceCompaniesAnswer,
  invoiceCompaniesRequest,
  invoiceDataAnswer,
  invoiceDataQuery,
  invoiceSaveRequest,
} from './invoice.wire.ts';

/** Spec §7 invoice-data calls (docs/decisions/0007): a customer's own invoice data only. */
export const invoiceEndpoints = {
  companies: defineEndpoint({
    method: 'POST',
    path: 'factura/cliente/empresas',
    body: invoiceCompaniesRequest,
    answer: invoiceCompaniesAnswer,
  }),
  documentTypes: defineEndpoint({ method: 'GET', path: 'factura/documento', answer: documentTypesAnswer }),
  invoiceData: defineEndpoint({
    method: 'GET',
    path: 'factura/cliente',
    query: invoiceDataQuery,
    answer: invoiceDataAnswer,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: 'factura/cliente/guardar',
    body: invoiceSaveRequest,
    answer: invoiceDataAnswer,
  }),
};
