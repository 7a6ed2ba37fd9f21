import { REQUEST_TIMEOUT_MS, WEB_PORTAL_AGENT } from '@vo/domain/config';
import { createApiClient } from './api-client.ts';
import { currentLanguage, t } from './i18n.ts';
import { maintenanceStore } from './maintenance-store.ts';
import { expireSession } from './session-actions.ts';
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
  onFailure: (message) => showToast('error', message),
  onSessionExpired: (message) => expireSession(message),
  onMaintenance: (until) => maintenanceStore.set(until),
  onMaintenanceCleared: () => maintenanceStore.set(null),
});
