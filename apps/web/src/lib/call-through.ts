import {
  clientMethod,
  type EndpointAddress,
  type EndpointAnswer,
  type EndpointCallArgs,
  type EnvelopeEndpoint,
  sendsQuery,
  type TextEndpoint,
} from '@vo/domain/endpoint';
import type { createApiClient, RequestOptions } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** A client of the API: the portal's (lib/api.ts) or the console's (back-office/shared/staff-api.ts). */
export type ApiClient = ReturnType<typeof createApiClient>;

/** What one call through an endpoint may add: everything but where the input goes, which the endpoint says. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** No input for an endpoint that declares none, nor where every field is optional; the request's input otherwise. */
export type CallArgs<E> = EndpointCallArgs<E, CallOptions>;

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
  return function call<E extends EnvelopeEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
    return client<EndpointAnswer<E>>(endpoint.path, { ...options, ...requestOf(endpoint, input) });
  };
}

/**
 * The download function over one client (docs/decisions/0049): an endpoint whose answer is a text file (a
 * console export) is asked with the client's token and language, like any call, and the browser saves the
 * file under the endpoint's name. Answers whether a file came; a refusal was told as any call's.
 */
export function downloadThrough(client: ApiClient) {
  return async function download<E extends TextEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
    const { mediaType, fileName } = endpoint.answer;
    const file = await client.file(endpoint.path, mediaType, { ...options, ...requestOf(endpoint, input) });
    if (file) saveFile(file, fileName);
    return file !== null;
  };
}

/** The endpoint's method, and its input in the query or the body, as the endpoint declares. */
function requestOf(endpoint: EndpointAddress, input: unknown) {
  const method = clientMethod(endpoint);
  return sendsQuery(endpoint) ? { method, query: queryOf(input) } : { method, body: input ?? {} };
}
