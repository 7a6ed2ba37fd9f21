import type { FastifyRequest } from 'fastify';

/**
 * The path a request target names, whatever its form: `http://host/api/x?y` (absolute form, RFC 9112 §3.2.2,
 * which a server must accept and the router does) names `/api/x` as much as `/api/x?y` does. Query cut off.
 */
export function requestPath(url: string): string {
  let path = url;
  if (!path.startsWith('/')) {
    const scheme = path.indexOf('://');
    const start = scheme === -1 ? -1 : path.indexOf('/', scheme + 3);
    path = start === -1 ? '/' : path.slice(start);
  }
  const query = path.search(/[?#]/);
  return query === -1 ? path : path.slice(0, query);
}

/**
 * Whether the request reached an API route: limits and headers follow the route the router matched, never
 * the spelling of the request line (docs/decisions/0041). An unmatched target is judged by its path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  const path = route ?? requestPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}
