import { StorageKeys } from './storage-keys.ts';

/** Messages the native app understands (ARCHITECTURE §7): it closes the web view and shows its own login. */
export type HostMessageType = 'SESSION_EXPIRED' | 'LOGOUT_MESSAGE' | 'INACTIVITY';

/** What the person asked of a document: to read it now, or to keep it (docs/decisions/0035). */
export type DocumentIntent = 'abrir' | 'descargar';

/**
 * A document for the native app to open or share (decisions/0008): a web view cannot save a blob
 * download, so receipts, statements and contracts go to the host as they came from the server.
 */
export interface HostDocumentMessage {
  type: 'PDF_DOCUMENT';
  nombreArchivo: string;
  pdfBase64: string;
  /**
   * Optional, added after the first shape (docs/decisions/0035): 'abrir' asks the app to show it in its
   * viewer, 'descargar' to save or share it. A host that does not read it keeps doing what it did.
   */
  accion?: DocumentIntent;
}

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

/** True inside the native app, which owns login: the web view never draws the web login form. */
export function hasHost(): boolean {
  return typeof window.ReactNativeWebView?.postMessage === 'function';
}

let lastHostMessage: string | null = null;

/** What the web view last told its host, shown while the host closes the view. */
export function lastMessageToHost(): string | null {
  return lastHostMessage;
}

/** Tells the host app the session ended; false when there is no host, so the caller redirects as on the web. */
export function notifyHost(type: HostMessageType, message: string): boolean {
  if (!hasHost()) return false;
  lastHostMessage = message;
  window.ReactNativeWebView!.postMessage(JSON.stringify({ type, message }));
  return true;
}

/** Hands a PDF to the host app; false when there is no host, so the caller downloads it as on the web. */
export function sendDocumentToHost(
  file: { nombreArchivo: string; pdfBase64: string },
  accion: DocumentIntent = 'descargar',
): boolean {
  if (!hasHost()) return false;
  const message: HostDocumentMessage = {
    type: 'PDF_DOCUMENT',
    nombreArchivo: file.nombreArchivo,
    pdfBase64: file.pdfBase64,
    accion,
  };
  window.ReactNativeWebView!.postMessage(JSON.stringify(message));
  return true;
}
