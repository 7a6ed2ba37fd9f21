import { documentEndpoints as endpoints } from '@vo/domain/documents/documents.endpoints';
import { documentListWire } from '@vo/domain/documents/documents.wire';
import { pdfFileWire } from '@vo/domain/wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { documentPdf, documentsOf } from './documents.service.ts';

/** Contracts and documents (spec §2 /generar-contrato, /imprimir-documentos): the caller's own only. */
export async function documentsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['documents']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;

  route(endpoints.list, own, async ({ productId }, request, reply) =>
    reply.ok(documentListWire(await documentsOf(deps, request.session!, productId))),
  );

  route(endpoints.download, own, async ({ kind, id }, request, reply) =>
    reply.ok(pdfFileWire(await documentPdf(deps, request.session!, kind, id))),
  );
}
