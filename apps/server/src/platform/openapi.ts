import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
      const transformed = jsonSchemaTransform(input);
      // The access rule of each route travels in the document, so the trust harness can read it.
      const { access, effect, idempotent } = input.route.config ?? {};
      const extensions = { 'x-access': access, 'x-effect': effect, 'x-idempotent': idempotent === true };
      return { ...transformed, schema: { ...transformed.schema, ...extensions } as typeof transformed.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
