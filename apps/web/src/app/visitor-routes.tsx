import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { FRIEND_PAYMENT_PATH } from '../lib/product-routes.ts';

/** One route of the registry: its path and its page, loaded only when first visited. */
export interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

export const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

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
