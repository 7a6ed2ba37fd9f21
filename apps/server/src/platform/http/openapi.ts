import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { secretMatches } from './guards.ts';

type OpenApiDocument = { paths?: Record<string, Record<string, { 'x-access'?: string }>> };

/** The document anyone may read: the operators' calls are nobody else's business (ASVS 13.4.5). */
function withoutOperatorCalls(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(document.paths ?? {}).flatMap(([path, methods]) => {
    const open = Object.entries(methods).filter(([, operation]) => operation['x-access'] !== 'ops');
    return open.length > 0 ? [[path, Object.fromEntries(open)] as const] : [];
  });
  return { ...document, paths: Object.fromEntries(paths) };
}

/** OpenAPI at /api/docs (JSON at /api/docs/json), generated from the same zod schemas that validate. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Virtual Office API', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          agente: { type: 'apiKey', in: 'header', name: 'agente' },
        },
      },
    },
    transform: (input) => {
      // An endpoint's answer is already JSON schema (platform/http/answer-schema.ts); the rest is zod.
      const { response, ...schema } = input.schema ?? {};
      const transformed = jsonSchemaTransform(input.schema ? { ...input, schema } : input);
      if (response) transformed.schema = { ...transformed.schema, response };
      // The access rule of each route travels in the document, so the trust harness can read it.
      const { access, effect, idempotent, permission } = input.route.config ?? {};
      const extensions = {
        'x-access': access,
        'x-effect': effect,
        'x-idempotent': idempotent === true,
        ...(permission ? { 'x-permission': permission } : {}),
      };
      return { ...transformed, schema: { ...transformed.schema, ...extensions } as typeof transformed.schema };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The whole document, operators' calls included, only to the operator secret.
    transformSpecification: (document, request) =>
      secretMatches(request.headers['x-ops-secret'], app.deps.opsSecret)
        ? document
        : withoutOperatorCalls(document as OpenApiDocument),
  });
}
