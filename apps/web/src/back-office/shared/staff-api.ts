import { REQUEST_TIMEOUT_MS, WEB_PORTAL_AGENT } from '@vo/domain/config';
import { createApiClient } from '../../lib/api-client.ts';
import { callThrough, downloadThrough } from '../../lib/call-through.ts';
import { currentLanguage, t } from '../../lib/i18n.ts';
import { showToast } from '../../lib/toast-bus.ts';
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

/** The portal's call function bound to the staff client: one way to call an endpoint, two clients. */
export const staffCall = callThrough(staffApi);

/** The shared download function bound to the staff client: the console's CSV exports. */
export const staffDownload = downloadThrough(staffApi);
