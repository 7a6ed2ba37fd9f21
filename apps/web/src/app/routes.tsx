import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/config';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import {
  brandRoutePaths,
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  FRIEND_PAYMENT_PATH,
  PAYMENT_BASE,
  PREPAID_CARDS_PATH,
  PRODUCT_DETAIL_BASE,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
} from '../lib/product-routes.ts';

/** One route of the registry: its path and its page, loaded only when first visited. */
export interface RouteEntry {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/** Routes enabled only while a feature flag is on (spec §2: international membership and its pages). */
export interface FlaggedRouteGroup {
  flag: keyof FeatureFlags;
  routes: readonly RouteEntry[];
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const LoginPage = page(() => import('../features/auth/login-page.tsx'));
const RecoveryPage = page(() => import('../features/auth/recovery-page.tsx'));
const LinkPasswordPage = page(() => import('../features/auth/link-password-page.tsx'));
const ChangePasswordPage = page(() => import('../features/auth/change-password-page.tsx'));
const SecurePasswordPage = page(() => import('../features/auth/secure-password-page.tsx'));
const HomePage = page(() => import('../features/session/home-page.tsx'));
const ProfilePage = page(() => import('../features/profile/profile-page.tsx'));
const NotificationsPage = page(() => import('../features/notifications/notifications-page.tsx'));
const MobileSessionPage = page(() => import('../features/session/mobile-session-page.tsx'));
const MaintenancePage = page(() => import('../features/maintenance/maintenance-page.tsx'));
const MyProductsPage = page(() => import('../features/products/my-products-page.tsx'));
const AccountBalancePage = page(() => import('../features/products/account-balance-page.tsx'));
const ProductDetailPage = page(() => import('../features/products/product-detail-page.tsx'));
const PaymentPage = page(() => import('../features/payments/payment-page.tsx'));
const FriendPaymentPage = page(() => import('../features/payments/friend-payment-page.tsx'));
const PrepaidCardsPage = page(() => import('../features/prepaid-cards/prepaid-cards-page.tsx'));
const DocumentsPage = page(() => import('../features/documents/documents-page.tsx'));
const ContractPage = page(() => import('../features/documents/contract-page.tsx'));
const ReconfigurePlanPage = page(() => import('../features/plans/reconfigure-plan-page.tsx'));
const UpgradeMembershipPage = page(() => import('../features/plans/upgrade-membership-page.tsx'));
const CustomerServicePage = page(() => import('../features/customer-service/customer-service-page.tsx'));
const NotFoundPage = page(() => import('../features/not-found/not-found-page.tsx'));

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

/** Spec §2 "Logged-in routes": only the capabilities built so far. */
export const loggedInRoutes: readonly RouteEntry[] = [
  { path: '/', page: HomePage },
  { path: '/notificationes', page: NotificationsPage },
  { path: '/usuario', page: ProfilePage },
  { path: '/mi-producto', page: MyProductsPage },
  { path: '/saldo-cuenta', page: AccountBalancePage },
  ...brandRoutePaths(PRODUCT_DETAIL_BASE).map((path) => ({ path, page: ProductDetailPage })),
  ...brandRoutePaths(PAYMENT_BASE).map((path) => ({ path, page: PaymentPage })),
  { path: FRIEND_PAYMENT_PATH, page: FriendPaymentPage },
  { path: `${FRIEND_PAYMENT_PATH}/:codigo`, page: FriendPaymentPage },
  { path: PREPAID_CARDS_PATH, page: PrepaidCardsPage },
  { path: DOCUMENTS_PATH, page: DocumentsPage },
  { path: CONTRACT_PATH, page: ContractPage },
  { path: RECONFIGURE_PLAN_PATH, page: ReconfigurePlanPage },
  { path: UPGRADE_MEMBERSHIP_PATH, page: UpgradeMembershipPage },
  { path: '/cambiar-pass', page: ChangePasswordPage },
  { path: '/cambiar-pass-segura/:usuario', page: SecurePasswordPage },
  { path: '/maintenance', page: MaintenancePage },
  { path: '/atencion-cliente', page: CustomerServicePage },
  // The native app may reopen its web view while an older token is still stored: the new one replaces it.
  { path: '/mobile/:tipodispositivo/:mac/:token', page: MobileSessionPage },
  { path: '*', page: NotFoundPage },
];

/** Logged-in routes behind flags; the international-membership pages will live here. */
export const flaggedRoutes: readonly FlaggedRouteGroup[] = [{ flag: 'internationalMembership', routes: [] }];

/** The routes of a logged-in person with the flags in force (the not-found catch-all stays last). */
export function routesForSession(flags: FeatureFlags = DEFAULT_FEATURE_FLAGS): RouteEntry[] {
  const enabled = flaggedRoutes.filter((group) => flags[group.flag]).flatMap((group) => group.routes);
  const catchAll = loggedInRoutes.filter((route) => route.path === '*');
  return [...loggedInRoutes.filter((route) => route.path !== '*'), ...enabled, ...catchAll];
}
