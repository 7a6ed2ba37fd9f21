import { ApiStatus, type Envelope } from '@vo/domain/envelope';
import { isMessageKey } from '@vo/domain/i18n/catalogue';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/availability.ts';
import { AppError } from '../errors.ts';
import { t } from './i18n.ts';

/** Turns every refusal into the envelope of ARCHITECTURE §3; the caller never sees a stack trace. */
export function registerEnvelope(app: FastifyInstance) {
  app.decorateRequest('refusedWith', null);
  app.decorateReply('ok', function ok(this: FastifyReply, data, key, params) {
    const envelope: Envelope<typeof data> = { status: ApiStatus.ok };
    if (key) {
      envelope.code = key;
      envelope.message = t(this.request, key, params);
    }
    if (data !== undefined) envelope.data = data;
    return envelope;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A refusal carries other data ({campo}, {usuario}, {fecha_fin_mantenimiento}) than the route's answer
    // schema describes: it is written as it is, not through the success serialiser (docs/decisions/0020).
    reply.serializer(JSON.stringify);
    if (error instanceof AppError) return reply.code(200).send(refusal(request, error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const key =
        first.message && isMessageKey(first.message)
          ? first.message
          : field
            ? 'platform.invalidField'
            : 'platform.badRequest';
      // data.campo names the field, so a page can show the message next to it.
      return reply
        .code(200)
        .send(refusal(request, new AppError(key, 1, { field }, field ? { campo: field } : undefined)));
    }
    const httpStatus = error.statusCode ?? 500;
    if (httpStatus === 429) return reply.code(200).send(refusal(request, new AppError('platform.rateLimited')));
    if (httpStatus >= 400 && httpStatus < 500) {
      // Bad JSON, a body too large, a wrong content type, an empty body with a JSON header: the client's mistake.
      request.log.info({ code: error.code }, 'request refused');
      return reply.code(200).send(refusal(request, new AppError('platform.badRequest')));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage is not a bug of this request: a clear "try again", and the app recovers by itself.
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return reply.code(200).send(refusal(request, new AppError('platform.unavailable')));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(refusal(request, new AppError('platform.unexpected')));
  });
}

export function refusal(request: FastifyRequest, error: AppError): Envelope {
  const envelope: Envelope = { status: error.status, message: t(request, error.key, error.params), code: error.key };
  if (error.data !== undefined) envelope.data = error.data;
  // The id a support call asks for, the same as the answer's x-request-id and the logs' reqId (0059).
  envelope.requestId = request.id;
  // Counted by its envelope status: a refusal is HTTP 200 (ARCHITECTURE §3), its status says what it was.
  request.refusedWith = error.status;
  return envelope;
}
