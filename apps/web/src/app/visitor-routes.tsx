import { type ComponentType, use } from 'react';
import { matchPath } from 'react-router';
import { FRIEND_PAYMENT_PATH } from '../features/products/product-routes.ts';

/** A page loaded when first shown, whose download can also be started before that. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** One route of the registry: its path and its page, loaded only when first visited. */
export interface RouteEntry {
  path: string;
  page: LazyPage;
}

type PageModule = { default: ComponentType };
/** A promise marked the way React's `use` reads a settled one, so a page already downloaded draws without a pause. */
type Tracked = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };

/**
 * Not React.lazy: a lazy component that failed to download fails for good, and "Try again" (components/page-boundary.tsx)
 * could only show the failure again. Here a failed download is forgotten, so the next render downloads it anew: after
 * the network comes back, the same page opens (docs/decisions/0044).
 */
export const page = (load: () => Promise<PageModule>): LazyPage => {
  let loading: Tracked | undefined;
  const start = (): Tracked => {
    if (loading) return loading;
    const started: Tracked = load().then(
      (module) => {
        started.status = 'fulfilled';
        started.value = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at start, like React.lazy.
  function LazyLoadedPage() {
    const { default: Page } = use(start() as Promise<PageModule>);
    return <Page />;
  }
  return Object.assign(LazyLoadedPage, { preload: start });
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
