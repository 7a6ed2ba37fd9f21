import { baseURL } from './browser.ts';

/** The portal's answer to every call (spec §7). */
export interface Envelope<T = unknown> {
  status: number;
  message?: string;
  code?: string;
  data?: T;
}

/** Status values of the envelope. */
export const Status = { ok: 0, failure: 1, mustChangePassword: 2, maintenance: 5, sessionExpired: 7 } as const;

/** Calls the API as the web portal does (agente 109), outside any browser: "another device" of the same person. */
export async function apiCall<T = unknown>(
  path: string,
  {
    token,
    body,
    language = 'en',
    method,
    headers: extra = {},
  }: {
    token?: string;
    body?: unknown;
    language?: string;
    method?: 'GET' | 'POST' | 'PUT';
    headers?: Record<string, string>;
  } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { agente: '109', 'accept-language': language, ...extra };
  if (token) headers.token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL()}/api/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Logs in through the API and answers the session token; throws when the login is refused. */
export async function apiLogin(user: string, password: string): Promise<string> {
  const envelope = await apiCall<{ token: string }>('user/login/nuevo', {
    body: { user, password, dispositivo: 'e2e', tokenFCM: '' },
  });
  if (envelope.status !== Status.ok || !envelope.data?.token) {
    throw new Error(`login of ${user} refused: ${JSON.stringify(envelope)}`);
  }
  return envelope.data.token;
}

/** Ends a session on the server, as logging out on another device would. */
export async function apiLogout(token: string): Promise<Envelope> {
  return apiCall('user/unlogin', { token, body: {} });
}

/** Marks every unread notification of a person read, through the API: a story that starts from none. */
export async function markAllNotificationsRead(user: string, password: string): Promise<void> {
  const token = await apiLogin(user, password);
  for (let page = 1; ; page++) {
    const list = await apiCall<{ rows: { idnotificacion: number; descripcion: { estadoNotificacion: string }[] }[] }>(
      `notificacion/obtener/notificaciones?tipo=1&pagina=${page}`,
      { token },
    );
    const rows = list.data?.rows ?? [];
    if (rows.length === 0) return;
    for (const row of rows.filter((r) => r.descripcion[0]?.estadoNotificacion === 'NO LEIDO')) {
      await apiCall(`notificacion/update/leido?idnotificacion=${row.idnotificacion}`, { token, method: 'PUT' });
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
  const envelope = await apiCall('user/preferencia/actualizar/lenguaje', { token, body: { lenguaje: language } });
  if (envelope.status !== Status.ok) throw new Error(`language of ${user} not set: ${JSON.stringify(envelope)}`);
}
