import type { EndpointAnswer } from '@vo/domain/endpoint';
import { type EndpointDefinition, type EndpointRequest, methodsOf } from '@vo/domain/endpoint';
import type { Envelope } from '@vo/domain/envelope';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { answerCheck } from './answer-check.ts';
import { envelopeSchemaOf } from './answer-schema.ts';
import type { Access } from './types.ts';

/** The route's owner rule and the rest of its config (effect, idempotent, rateLimit, maintenanceExempt…). */
export type RouteRule = FastifyContextConfig & { access: Access };

/** What a route may ask beyond its rule: gzip for the one large answer (@fastify/compress, `global: false`). */
export type RouteExtras = Pick<RouteOptions, 'compress'>;

/** A handler gets the request already translated to internal names, and answers the wire envelope. */
export type EndpointHandler<E> = (
  input: EndpointRequest<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<EndpointAnswer<E>>>;

/**
 * Registers routes from their endpoints (docs/decisions/0020), under one OpenAPI tag:
 * `const route = endpointRoutes(app, ['auth']); route(authEndpoints.login, { access: 'public' }, handler)`.
 * The request schema validates and translates; the answer schema becomes `response[200]`.
 */
export function endpointRoutes(app: FastifyInstance, tags: string[]) {
  return function route<const E extends EndpointDefinition>(
    endpoint: E,
    rule: RouteRule,
    handler: EndpointHandler<E>,
    extras: RouteExtras = {},
  ) {
    const inputOf = (request: FastifyRequest) =>
      (endpoint.query ? request.query : endpoint.body ? request.body : undefined) as EndpointRequest<E>;
    const check = app.deps.checkAnswers ? answerCheck(endpoint) : null;
    app.route({
      method: [...methodsOf(endpoint)],
      url: `/${endpoint.path}`,
      config: rule,
      schema: {
        tags,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: envelopeSchemaOf(endpoint.answer) },
      },
      handler: check
        ? async (request, reply) => check.remember(reply, await handler(inputOf(request), request, reply))
        : (request, reply) => handler(inputOf(request), request, reply),
      ...(check ? { onSend: check.onSend } : {}),
      ...extras,
    });
  };
}
