import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router';
import { FRIEND_PAYMENT_PATH } from '../features/products/product-routes.ts';

/** A page loaded when first shown, whose download can also be started before that. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** One route of the registry: its path and its page, loaded only when first visited. */
export interface RouteEntry {
  path: string;
  page: LazyPage;
}

export const page = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(start), { preload: start });
};

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
export const LoginPage = page(() => import('../features/auth/login-page.tsx'));
const RecoveryPage = page(() => import('../features/auth/recovery-page.tsx'));
const LinkPasswordPage = page(() => import('../features/auth/link-password-page.tsx'));
export const MobileSessionPage = page(() => import('../features/session/mobile-session-page.tsx'));
export const MaintenancePage = page(() => import('../features/maintenance/maintenance-page.tsx'));
export const CustomerServicePage = page(() => import('../features/customer-service/customer-service-page.tsx'));
export const NotFoundPage = page(() => import('../features/not-found/not-found-page.tsx'));

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
