import { StorageKeys } from './storage-keys.ts';

/** Messages the native app understands (ARCHITECTURE §7): it closes the web view and shows its own login. */
export type HostMessageType = 'SESSION_EXPIRED' | 'LOGOUT_MESSAGE' | 'INACTIVITY';

interface ReactNativeWebView {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebView;
  }
}

/** Remembers that this tab was opened by the native app through /mobile/{tipodispositivo}/{mac}/{token}. */
export function markInsideWebView(deviceType: string, mac: string): void {
  sessionStorage.setItem(StorageKeys.webView, '1');
  sessionStorage.setItem(StorageKeys.deviceType, deviceType);
  sessionStorage.setItem(StorageKeys.deviceMac, mac);
}

export function isInsideWebView(): boolean {
  return sessionStorage.getItem(StorageKeys.webView) === '1' || hasHost();
}

function hasHost(): boolean {
  return typeof window.ReactNativeWebView?.postMessage === 'function';
}

/** Tells the host app the session ended; false when there is no host, so the caller redirects as on the web. */
export function notifyHost(type: HostMessageType, message: string): boolean {
  if (!hasHost()) return false;
  window.ReactNativeWebView!.postMessage(JSON.stringify({ type, message }));
  return true;
}
