import { SESSION_INACTIVITY_SECONDS } from '@vo/domain/config';
import { StorageKeys } from './storage-keys.ts';

/**
 * The inactivity limit in seconds. `localStorage['vo.inactivitySeconds']` overrides it: it exists only so
 * end-to-end tests can watch the timer fire in seconds instead of waiting 30 minutes.
 */
export function inactivityLimitSeconds(): number {
  const override = Number(localStorage.getItem(StorageKeys.inactivitySeconds));
  return Number.isFinite(override) && override > 0 ? override : SESSION_INACTIVITY_SECONDS;
}

const ACTIVITY_EVENTS = ['click', 'keydown'] as const;

/**
 * Spec §4: restarts on every click and key while a session exists; call the returned function to stop it
 * (logout, no token). `onExpire` runs once.
 */
export function startInactivityTimer(onExpire: () => void, limitSeconds = inactivityLimitSeconds()): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, limitSeconds * 1000);
  };
  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, true);
  };
  function expire() {
    stop();
    onExpire();
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, true);
  restart();
  return stop;
}
