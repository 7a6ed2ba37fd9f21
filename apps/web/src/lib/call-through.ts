import {
  clientMethod,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  sendsQuery,
} from '@vo/domain/endpoint';
import type { createApiClient, RequestOptions } from './api-client.ts';

/** A client of the API: the portal's (lib/api.ts) or the console's (back-office/staff-api.ts). */
export type ApiClient = ReturnType<typeof createApiClient>;

/** What one call through an endpoint may add: everything but where the input goes, which the endpoint says. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** No input for an endpoint that declares none, nor where every field is optional; the request's input otherwise. */
export type CallArgs<E> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : object extends EndpointInput<E>
      ? [input?: EndpointInput<E>, options?: CallOptions]
      : [input: EndpointInput<E>, options?: CallOptions];

/**
 * A query string's values as text. Absent ones are left out, and so is an empty one: a filter field left
 * blank means "no filter", which the query schemas read as an absent field, not as a value to check.
 */
export function queryOf(input: unknown): Record<string, string> | undefined {
  const present = Object.entries(input ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return present.length === 0 ? undefined : Object.fromEntries(present.map(([key, value]) => [key, String(value)]));
}

/**
 * The call function over one client (docs/decisions/0020): an endpoint of the contract gives the method and
 * path, the input goes in its query or body, the answer is typed by its answer schema. Status handling,
 * toasts, maintenance and session expiry are the client's, so the portal and the console call alike and
 * differ only in the client they call through.
 */
export function callThrough(client: ApiClient) {
  return function call<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>) {
    const method = clientMethod(endpoint);
    const where = sendsQuery(endpoint) ? { query: queryOf(input) } : { body: input ?? {} };
    return client<EndpointAnswer<E>>(endpoint.path, { ...options, method, ...where });
  };
}
