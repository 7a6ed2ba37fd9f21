import { invoiceEndpoints as endpoints } from '@vo/domain/invoice/invoice.endpoints';
import { documentTypesWire, invoiceCompaniesWire, invoiceDataWire } from '@vo/domain/invoice/invoice.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { assertOwnDocument } from '../../platform/sessions/own-document.ts';
import { documentTypeList, invoiceDataOf, invoicingCompanies, saveInvoiceData } from './invoice.service.ts';

/** Spec §7 invoice-data calls (docs/decisions/0007): a customer's own invoice data only. */
export async function invoiceRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['invoice']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;

  route(endpoints.companies, own, async (input, request, reply) => {
    assertOwnDocument(request.session!, input.documentNumber);
    return reply.ok(invoiceCompaniesWire(await invoicingCompanies(deps, request.session!, input.companyIds)));
  });

  route(endpoints.documentTypes, own, async (_input, _request, reply) =>
    reply.ok(documentTypesWire(await documentTypeList(deps))),
  );

  route(endpoints.invoiceData, own, async (input, request, reply) => {
    assertOwnDocument(request.session!, input.documentNumber);
    return reply.ok(invoiceDataWire(await invoiceDataOf(deps, request.session!)));
  });

  route(endpoints.save, own, async (input, request, reply) =>
    reply.ok(invoiceDataWire(await saveInvoiceData(deps, request.session!, input)), 'invoice.saved'),
  );
}
