/** Every key the portal keeps in the browser, in one place so nothing collides or leaks. */
export const StorageKeys = {
  token: 'vo.token',
  ci: 'vo.ci',
  role: 'vo.role',
  language: 'vo.language',
  secureReminder: 'vo.secureReminder',
  maintenanceEnd: 'vo.maintenanceEnd',
  /** The session whose welcome sequence (profile, invoice, notifications) has run: once per login. */
  welcomed: 'vo.welcomed',
  /** Login said mostrarModalCarnet: the person is asked for their ID card (docs/decisions/0028). */
  idCardAsked: 'vo.idCardAsked',
  /** The session in which the ID-card modal was dismissed: not shown again in it. */
  idCardDismissed: 'vo.idCardDismissed',
  /** Test hook: shortens the inactivity timer (seconds); unset in real use. */
  inactivitySeconds: 'vo.inactivitySeconds',
  /** sessionStorage: the memberships an adviser chose to pre-reserve, with whose they are. */
  membershipBasket: 'vo.membershipBasket',
  // The web-view flags live in sessionStorage: they belong to the native app's tab only.
  webView: 'vo.webView',
  deviceType: 'vo.deviceType',
  deviceMac: 'vo.deviceMac',
  /** sessionStorage: the back office's staff session (docs/decisions/0038); it ends with the tab. */
  staffSession: 'vo.staffSession',
  /** Prefix, then the person's document: what they last read, for reading offline (docs/decisions/0044). */
  lastKnownPrefix: 'vo.lastKnown.',
} as const;
