import {
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointRequest,
  type EnvelopeEndpoint,
  methodsOf,
  type TextEndpoint,
} from '@vo/domain/endpoint';
import type { Envelope } from '@vo/domain/envelope';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type KeptAnswer, sendKept } from '../memory/kept-answer.ts';
import { answerCheck, keptAnswerCheck } from './answer-check.ts';
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

/** A handler of a text endpoint answers the file's text; the route sends it with its media type and name. */
export type TextHandler<E> = (input: EndpointRequest<E>, request: FastifyRequest) => Promise<string>;

/** A handler whose answer is kept as bytes (kept-answer.ts): the same envelope for everyone who may ask. */
export type KeptHandler<E> = (input: EndpointRequest<E>, request: FastifyRequest) => Promise<KeptAnswer>;

const inputOf = <E extends EndpointDefinition>(endpoint: E, request: FastifyRequest) =>
  (endpoint.query ? request.query : endpoint.body ? request.body : undefined) as EndpointRequest<E>;

/**
 * Registers routes from their endpoints (docs/decisions/0020), under one OpenAPI tag:
 * `const route = endpointRoutes(app, ['auth']); route(authEndpoints.login, { access: 'public' }, handler)`.
 * The request schema validates and translates; the answer schema becomes `response[200]`.
 */
export function endpointRoutes(app: FastifyInstance, tags: string[]) {
  const register = (
    endpoint: EndpointDefinition,
    rule: RouteRule,
    options: Omit<RouteOptions, 'method' | 'url'>,
    response: Record<number, unknown> = { 200: envelopeSchemaOf(endpoint.answer as EnvelopeEndpoint['answer']) },
  ) =>
    app.route({
      method: [...methodsOf(endpoint)],
      url: `/${endpoint.path}`,
      config: rule,
      schema: {
        tags,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response,
      },
      ...options,
    });

  function route<const E extends EnvelopeEndpoint>(
    endpoint: E,
    rule: RouteRule,
    handler: EndpointHandler<E>,
    extras: RouteExtras = {},
  ) {
    const check = app.deps.checkAnswers ? answerCheck(endpoint) : null;
    register(endpoint, rule, {
      handler: check
        ? async (request, reply) => check.remember(reply, await handler(inputOf(endpoint, request), request, reply))
        : (request, reply) => handler(inputOf(endpoint, request), request, reply),
      ...(check ? { onSend: check.onSend } : {}),
      ...extras,
    });
  }

  /**
   * An endpoint whose answer is built once and kept as bytes (docs/decisions/0021): ETag, 304 and gzip by
   * sendKept. The guards run first as for any route, so a 304 never reaches a caller the rule refuses.
   * The bytes bypass the serialiser; in tests each kept answer is checked against the contract instead.
   */
  route.kept = function kept<const E extends EnvelopeEndpoint>(endpoint: E, rule: RouteRule, handler: KeptHandler<E>) {
    const check = app.deps.checkAnswers ? keptAnswerCheck(endpoint) : null;
    register(endpoint, rule, {
      handler: async (request, reply) => {
        const answer = await handler(inputOf(endpoint, request), request);
        check?.(answer);
        return sendKept(request, reply, answer);
      },
    });
  };

  /**
   * An endpoint whose answer is a text file (docs/decisions/0049): the console's CSV exports. The same rule,
   * guards, limits and request schema as any route; a refusal answers the envelope, success the file as an
   * attachment under the endpoint's name, which the OpenAPI document shows as its media type.
   */
  route.text = function text<const E extends TextEndpoint>(endpoint: E, rule: RouteRule, handler: TextHandler<E>) {
    const { mediaType, fileName } = endpoint.answer;
    register(
      endpoint,
      rule,
      {
        handler: async (request, reply) => {
          const body = await handler(inputOf(endpoint, request), request);
          return reply
            .header('content-type', `${mediaType}; charset=utf-8`)
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .send(body);
        },
      },
      {
        200: {
          description: `A ${mediaType} file, saved as ${fileName}`,
          content: { [mediaType]: { schema: { type: 'string' } } },
        },
      },
    );
  };

  return route;
}
