import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Security headers (CSP, nosniff, frame-ancestors, no-store, …) and the per-IP rate limit of every API call. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // TLS is the proxy's job; on plain http://localhost an upgrade would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    // The native app shows the portal in a web view; nothing else may frame it.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });

  // API answers carry people's data, tokens and PDFs: no browser, web view or proxy may keep a copy
  // (ASVS 14.3.2). A route that may be kept says so itself (a map's geometry, revalidated by ETag).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(rateLimit, {
    global: true,
    max: app.deps.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
    // Only API calls count; the static web app is not rate limited.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => Object.assign(new AppError('platform.rateLimited'), { statusCode: 429 }),
  });
}
