import { matchPath } from 'react-router';
import { loadLinkPasswordPage, loadLoginPage, loadRecoveryPage } from '../features/auth/pages.ts';
import { loadCustomerServicePage } from '../features/customer-service/pages.ts';
import { loadMaintenancePage } from '../features/maintenance/pages.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { FRIEND_PAYMENT_PATH } from '../features/products/shell.ts';
import { loadMobileSessionPage } from '../features/session/pages.ts';
import { type LazyPage, page } from '../lib/lazy-page.tsx';

/** One route of the registry: its path and its page, loaded only when first visited. */
export interface RouteEntry {
  path: string;
  page: LazyPage;
}

/**
 * Starts the download of the page `pathname` opens, before the app can render it (it first asks the
 * server about maintenance): one round trip less before the first page shows (Lighthouse LCP, docs/decisions/0006).
 */
export function preloadPageAt(routes: readonly RouteEntry[], pathname: string): void {
  const entry =
    routes.find((route) => route.path !== '*' && matchPath(route.path, pathname)) ??
    routes.find((route) => route.path === '*');
  void entry?.page.preload().catch(() => undefined);
}

// The pages a visitor can open. The logged-in registry (routes.tsx) comes with the logged-in shell, so
// the login route does not download the declarations of every page of the portal.
export const LoginPage = page(loadLoginPage);
const RecoveryPage = page(loadRecoveryPage);
const LinkPasswordPage = page(loadLinkPasswordPage);
export const MobileSessionPage = page(loadMobileSessionPage);
export const MaintenancePage = page(loadMaintenancePage);
export const CustomerServicePage = page(loadCustomerServicePage);

/** Spec §2 "Visitor routes": what a browser without a token can open. */
export const visitorRoutes: readonly RouteEntry[] = [
  { path: '/', page: LoginPage },
  { path: '/recuperar-pass', page: RecoveryPage },
  { path: '/cambiar-pass/:usuario', page: LinkPasswordPage },
  { path: '/maintenance', page: MaintenancePage },
  { path: '/atencion-cliente', page: CustomerServicePage },
  { path: '/mobile/:tipodispositivo/:mac/:token', page: MobileSessionPage },
  // A friend's payment link is sent to people who are often logged out: they log in and land on the code.
  { path: `${FRIEND_PAYMENT_PATH}/:codigo`, page: LoginPage },
  { path: '*', page: NotFoundPage },
];
