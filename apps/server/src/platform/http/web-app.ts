import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { refusal } from './envelope.ts';
import { isApiRequest } from './request-path.ts';

/**
 * Serves the built web app; any path that is not a file gets index.html (the SPA draws its own
 * not-found page), while an unknown /api/ path answers HTTP 404 with the envelope.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; phones on mobile data get the small one.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fresh.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(refusal(request, new AppError('platform.notFound')));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
