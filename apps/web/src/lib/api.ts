import { REQUEST_TIMEOUT_MS, WEB_PORTAL_AGENT } from '@vo/domain/config';
import { createApiClient } from './api-client.ts';
import { callThrough } from './call-through.ts';
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

/**
 * Calls an endpoint of the contract through the portal's client (docs/decisions/0020); see lib/call-through.ts.
 */
export const call = callThrough(api);
