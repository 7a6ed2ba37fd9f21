import { NOTIFICATION_TOAST_AUTO_HIDE_MS, TOAST_AUTO_HIDE_MS } from '@vo/domain/config';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  /** A heading above the message: the title of a pushed notification. */
  title?: string;
  autoHideMs: number;
}

type Listener = (toast: Toast) => void;
const listeners = new Set<Listener>();
let nextId = 1;

/** Toasts are raised from anywhere (API client, timers), so they travel on a bus rather than context. */
export function showToast(
  severity: ToastSeverity,
  message: string,
  options: { notification?: boolean; title?: string } = {},
): void {
  // Spec §9: notifications stay longer on screen than the other toasts.
  const autoHideMs = options.notification ? NOTIFICATION_TOAST_AUTO_HIDE_MS : TOAST_AUTO_HIDE_MS;
  const toast: Toast = { id: nextId++, severity, message, autoHideMs };
  if (options.title) toast.title = options.title;
  for (const listener of listeners) listener(toast);
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
