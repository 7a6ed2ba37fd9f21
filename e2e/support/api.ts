import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import {
  apiPathOf,
  type EndpointAddress,
  type EndpointAnswer,
  type EndpointCallArgs,
  type EnvelopeEndpoint,
  wireRequestOf,
} from '@vo/domain/endpoint';
import { ApiStatus, type Envelope } from '@vo/domain/envelope';
import { notificationEndpoints } from '@vo/domain/notifications/notifications.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { baseURL } from './browser.ts';

export type { Envelope } from '@vo/domain/envelope';

/** What one call adds to its endpoint and input: whose session, in which language, any other header. */
export interface ApiCallOptions {
  token?: string;
  language?: string;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint of the contract (docs/decisions/0020, 0057) as the web portal does (agente 109), outside any
 * browser: "another device" of the same person. The endpoint gives the method and the path and puts the input in
 * its query or its body; the answer's `data` is typed by its answer schema (a refusal's data is not the answer).
 */
export async function apiCall<E extends EnvelopeEndpoint>(
  endpoint: E,
  ...[input, { token, language = 'en', headers: extra = {} } = {}]: EndpointCallArgs<E, ApiCallOptions>
): Promise<Envelope<EndpointAnswer<E>>> {
  const request = wireRequestOf(endpoint, input);
  const headers: Record<string, string> = { agente: '109', 'accept-language': language, ...extra };
  if (token) headers.token = token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL()}${request.path}`, { method: request.method, headers, body: request.body });
  return (await response.json()) as Envelope<EndpointAnswer<E>>;
}

/**
 * Whether a browser's request or response went to an endpoint, whatever its query: what a story waits for or
 * counts (`page.waitForResponse((r) => isCallTo(r.url(), paymentEndpoints.qr))`).
 */
export function isCallTo(url: string, endpoint: EndpointAddress): boolean {
  return new URL(url).pathname === apiPathOf(endpoint);
}

/** The pattern of `page.route` that catches a browser's calls to an endpoint. */
export function routeOf(endpoint: EndpointAddress): string {
  return `**${apiPathOf(endpoint)}`;
}

/** Logs in through the API and answers the session token; throws when the login is refused. */
export async function apiLogin(user: string, password: string): Promise<string> {
  const envelope = await apiCall(authEndpoints.login, { user, password, dispositivo: 'e2e', tokenFCM: '' });
  if (envelope.status !== ApiStatus.ok || !envelope.data?.token) {
    throw new Error(`login of ${user} refused: ${JSON.stringify(envelope)}`);
  }
  return envelope.data.token;
}

/** Ends a session on the server, as logging out on another device would. */
export async function apiLogout(token: string): Promise<Envelope> {
  return apiCall(sessionEndpoints.logout, undefined, { token });
}

/** Marks every unread notification of a person read, through the API: a story that starts from none. */
export async function markAllNotificationsRead(user: string, password: string): Promise<void> {
  const token = await apiLogin(user, password);
  for (let page = 1; ; page++) {
    const list = await apiCall(notificationEndpoints.page, { tipo: 1, pagina: page }, { token });
    const rows = list.data?.rows ?? [];
    if (rows.length === 0) return;
    for (const row of rows.filter((r) => r.descripcion[0]?.estadoNotificacion === 'NO LEIDO')) {
      await apiCall(notificationEndpoints.markRead, { idnotificacion: row.idnotificacion }, { token });
    }
  }
}

/**
 * Sets the language a person's sessions open in (their stored preference, which the portal applies
 * after login, whatever the login page showed). Stories share the demo people, so a story that reads
 * messages sets it first. Changing it ends that person's sessions, so call it before logging in.
 */
export async function setStoredLanguage(user: string, password: string, language: 'en' | 'es' | 'pt'): Promise<void> {
  const token = await apiLogin(user, password);
  const envelope = await apiCall(sessionEndpoints.changeLanguage, { lenguaje: language }, { token });
  if (envelope.status !== ApiStatus.ok) throw new Error(`language of ${user} not set: ${JSON.stringify(envelope)}`);
}
