/**
 * Registers the worker the build makes (vite.config.ts, docs/decisions/0044) so that the portal's shell opens
 * without a network and can be installed. It waits for the page's load: the worker then downloads the rest of the
 * app while the person reads, never in the way of the first page (the login route's budget, bench/budgets.mjs).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
