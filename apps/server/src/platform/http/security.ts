import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { isApiRequest } from './request-path.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      // Our own origin only: CSP 3's 'self' includes its ws:/wss: (the realtime channel); socket.io falls back to
      // polling on a browser that thinks otherwise (docs/decisions/0041).
      connectSrc: ["'self'"],
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
};

/**
 * helmet's headers, worked out once: they are the same on every answer, and @fastify/helmet rebuilt
 * them per request (its directive parsing was a measurable part of a guarded call, bench/RESULTS.md).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(HELMET_OPTIONS)({} as never, response as never, () => {});
  return headers;
}

/**
 * What an API answer (JSON or a PDF, never a page) needs of them (OWASP REST Security Cheat Sheet): it
 * may load nothing, be framed only by the portal itself (a PDF in the web view), not be sniffed, and —
 * it carries people's data and tokens — not be kept by any browser, web view or proxy (ASVS 14.3.2). A
 * route that may be kept says so itself (a map's geometry, revalidated by ETag). The document set is
 * twice the bytes, and writing them was a sixth of a guarded call's time (bench/RESULTS.md).
 */
function apiHeaders(document: Record<string, string>): Record<string, string> {
  const kept = ['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy'];
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
    ...Object.fromEntries(kept.map((name) => [name, document[name] as string])),
    'Cache-Control': 'no-store',
  };
}

/**
 * With REDIS_URL the per-address counts live in Redis, so that any number of instances hold one limit
 * between them (each kept its own: two instances answered twice the limit; docs/decisions/0041). Redis out
 * of reach lets calls through rather than refuse everyone: the per-account caps in the database and the
 * hash pool still hold, and the realtime channel needs Redis back anyway.
 */
function sharedRateLimitStore(app: FastifyInstance) {
  if (!app.deps.redisUrl) return {};
  const redis = new Redis(app.deps.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits)'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { redis, nameSpace: 'vo:rate-limit:', skipOnError: true };
}

/** Security headers (the page's CSP, nosniff, frame-ancestors, no-store, …) and the per-IP rate limit of every API call. */
export async function registerSecurity(app: FastifyInstance) {
  const documentHeaders = helmetHeaders();
  const answerHeaders = apiHeaders(documentHeaders);
  // Set before the route runs, so that a route may still replace one (its own Cache-Control).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? answerHeaders : documentHeaders);
    done();
  });

  await app.register(rateLimit, {
    ...sharedRateLimitStore(app),
    global: true,
    max: app.deps.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
    // Only API calls count, by the route matched (an absolute-form target is one too); the web app is not limited.
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: () => Object.assign(new AppError('platform.rateLimited'), { statusCode: 429 }),
  });
}
