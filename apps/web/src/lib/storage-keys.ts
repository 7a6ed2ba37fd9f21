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
  /** Test hook: shortens the inactivity timer (seconds); unset in real use. */
  inactivitySeconds: 'vo.inactivitySeconds',
  /** sessionStorage: the memberships an adviser chose to pre-reserve, with whose they are. */
  membershipBasket: 'vo.membershipBasket',
  // The web-view flags live in sessionStorage: they belong to the native app's tab only.
  webView: 'vo.webView',
  deviceType: 'vo.deviceType',
  deviceMac: 'vo.deviceMac',
} as const;
