import { REQUEST_TIMEOUT_MS, WEB_PORTAL_AGENT } from '@vo/domain/config';
import {
  clientMethod,
  type EndpointAnswer,
  type EndpointDefinition,
  type EndpointInput,
  sendsQuery,
} from '@vo/domain/endpoint';
import { createApiClient } from '../lib/api-client.ts';
import { currentLanguage, t } from '../lib/i18n.ts';
import { showToast } from '../lib/toast-bus.ts';
import { setStaffSession, staffSessionStore } from './staff-session.ts';

/**
 * The back office's client of the API: the same envelope handling as the portal's, with the staff token. A
 * status 7 ends the staff session (the console shows its sign-in again); maintenance never stops the staff.
 */
export const staffApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  agent: WEB_PORTAL_AGENT,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => staffSessionStore.get()?.token ?? null,
  getLanguage: currentLanguage,
  translate: (key) => t(key),
  onFailure: (message) => showToast('error', message),
  onSessionExpired: (message) => {
    setStaffSession(null);
    if (message) showToast('warning', message);
  },
  onMaintenance: () => undefined,
  onMaintenanceCleared: () => undefined,
});

type Input<E> = EndpointInput<E> extends undefined ? undefined : EndpointInput<E>;

const queryOf = (input: unknown) =>
  Object.fromEntries(
    Object.entries(input ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Calls a back-office endpoint; `headers` carries a money act's Idempotency-Key. */
export function staffCall<E extends EndpointDefinition>(
  endpoint: E,
  input?: Input<E>,
  options: { silent?: boolean; headers?: Record<string, string> } = {},
) {
  const method = clientMethod(endpoint);
  const where = sendsQuery(endpoint) ? { query: queryOf(input) } : { body: input ?? {} };
  return staffApi<EndpointAnswer<E>>(endpoint.path, { ...options, method, ...where });
}

/**
 * Downloads an export (CSV) of a back-office endpoint with the staff token, and saves it under `fileName`:
 * a plain link could not carry the token header.
 */
export async function downloadStaffExport(path: string, query: Record<string, unknown>, fileName: string) {
  const token = staffSessionStore.get()?.token ?? '';
  const search = new URLSearchParams(queryOf(query)).toString();
  const response = await window.fetch(`/api/${path}${search ? `?${search}` : ''}`, {
    headers: { token, agente: String(WEB_PORTAL_AGENT), 'Accept-Language': currentLanguage() },
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/csv')) {
    showToast('error', t('platform.tryAgain'));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
