import { invoiceCompaniesRequestSchema, invoiceSaveRequestSchema } from '@vo/domain/invoice/invoice.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnDocument } from '../../platform/own-document.ts';
import { documentTypeList, invoiceDataOf, invoicingCompanies, saveInvoiceData } from './invoice.service.ts';

const tags = ['invoice'];

/** Spec §7 invoice-data calls (docs/decisions/0007): a customer's own invoice data only. */
export async function invoiceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'customer-own' as const };

  api.post(
    '/factura/cliente/empresas',
    { config, schema: { tags, body: invoiceCompaniesRequestSchema } },
    async (request, reply) => {
      assertOwnDocument(request.session!, request.body.docId);
      return reply.ok(await invoicingCompanies(deps, request.session!, request.body.empresas));
    },
  );

  api.get('/factura/documento', { config, schema: { tags } }, async (_request, reply) =>
    reply.ok(await documentTypeList(deps)),
  );

  api.get(
    '/factura/cliente',
    { config, schema: { tags, querystring: z.object({ doc_id: z.string().max(40).optional() }) } },
    async (request, reply) => {
      assertOwnDocument(request.session!, request.query.doc_id);
      return reply.ok(await invoiceDataOf(deps, request.session!));
    },
  );

  api.post(
    '/factura/cliente/guardar',
    { config, schema: { tags, body: invoiceSaveRequestSchema } },
    async (request, reply) => reply.ok(await saveInvoiceData(deps, request.session!, request.body), 'invoice.saved'),
  );
}
