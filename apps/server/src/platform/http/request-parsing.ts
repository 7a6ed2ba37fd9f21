import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** PostgreSQL text cannot hold U+0000: refuse it at the door rather than fail in the database. */
const hasNul = (text: string) => text.includes('\u0000');

/** A query string holding NUL is a bad request; checked before validation, like the body. */
export function refuseNulInQuery(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const value of Object.values(query).flat()) {
    if (typeof value === 'string' && hasNul(value)) throw new AppError('platform.badRequest');
  }
}

/** JSON bodies as usual, but a string holding NUL is a bad request (status 1), never a 500. */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) return done(null, undefined);
    try {
      const value = JSON.parse(text, (_key, item) => {
        if (typeof item === 'string' && hasNul(item)) throw new AppError('platform.badRequest');
        return item;
      });
      done(null, value);
    } catch (error) {
      done(error instanceof AppError ? error : Object.assign(new AppError('platform.badRequest'), { statusCode: 400 }));
    }
  });
}
