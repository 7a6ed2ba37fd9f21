import { REQUEST_TIMEOUT_MS, WEB_PORTAL_AGENT } from '@vo/domain/config';
import {
  clientMethod,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  sendsQuery,
} from '@vo/domain/endpoint';
import { createApiClient, type RequestOptions } from './api-client.ts';
import { isOffline, reportNetworkAnswer, reportNetworkFailure } from './connection.ts';
import { currentLanguage, t } from './i18n.ts';
import { maintenanceStore } from './maintenance-store.ts';
import { expireSession } from './session-end.ts';
import { getToken } from './session-store.ts';
import { showToast } from './toast-bus.ts';

export { ApiFailure, failureMessage, NetworkError, unwrap } from './api-client.ts';

/** The one client of the portal's API, wired to the session, language, toasts and maintenance state. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  agent: WEB_PORTAL_AGENT,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  getLanguage: currentLanguage,
  translate: (key) => t(key),
  isOffline,
  onNetworkFailure: reportNetworkFailure,
  onNetworkAnswer: reportNetworkAnswer,
  onFailure: (message) => showToast('error', message),
  onSessionExpired: (message) => expireSession(message),
  onMaintenance: (until) => maintenanceStore.set(until),
  onMaintenanceCleared: () => maintenanceStore.set(null),
});

/** What one call through an endpoint may add: everything but where the input goes, which the endpoint says. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** No input for an endpoint that declares none, nor where every field is optional; the request's input otherwise. */
type CallArgs<E> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : object extends EndpointInput<E>
      ? [input?: EndpointInput<E>, options?: CallOptions]
      : [input: EndpointInput<E>, options?: CallOptions];

/** A query string's values as text; absent ones are left out. */
function queryOf(input: unknown): Record<string, string> | undefined {
  const present = Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return present.length === 0 ? undefined : Object.fromEntries(present.map(([key, value]) => [key, String(value)]));
}

/**
 * Calls an endpoint of the contract (docs/decisions/0020): its method and path, the input in its query or
 * body, the answer typed by its answer schema. Status handling, toasts, maintenance and session expiry are
 * the client's, as for every call.
 */
export function call<E extends EndpointDefinition>(endpoint: E, ...[input, options]: CallArgs<E>) {
  const method = clientMethod(endpoint);
  const where = sendsQuery(endpoint) ? { query: queryOf(input) } : { body: input ?? {} };
  return api<EndpointAnswer<E>>(endpoint.path, { ...options, method, ...where });
}
