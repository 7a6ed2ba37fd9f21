import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in, both ways (a proxy's, a client's, and our answer's). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A client may send any header: its id is kept only when it is a short, plain token (a proxy's UUID, a trace
 * id), never text that could forge a log line or fill the logs.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId (docs/decisions/0059): the caller's id when it is safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request: the `x-request-id` header here, every refusal's envelope (`requestId`,
 * platform/http/envelope.ts), and every log line of it (Fastify's `reqId`), so an operator finds a customer's
 * complaint in the logs by the id on their screen.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
