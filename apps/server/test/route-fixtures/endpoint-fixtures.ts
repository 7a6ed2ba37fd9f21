import { type EndpointAddress, routeKeys } from '@vo/domain/endpoint';
import type { RouteFixture } from './types.ts';

/**
 * The fixture of a route declared by an endpoint (docs/decisions/0020), under the keys the harness reads
 * from the OpenAPI document: one per method the endpoint answers. Every route is declared by one, so every
 * fixture is written through here.
 */
export function fixturesOf(...entries: [EndpointAddress, RouteFixture][]): Record<string, RouteFixture> {
  return Object.fromEntries(
    entries.flatMap(([endpoint, fixture]) => routeKeys(endpoint).map((key) => [key, fixture] as const)),
  );
}
