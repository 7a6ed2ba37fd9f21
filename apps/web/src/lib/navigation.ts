/** Lets code outside React (API client, timers) navigate with the router once it is mounted. */
/** `state` travels in the history entry, never in the address (the document typed at login, for instance). */
type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}
