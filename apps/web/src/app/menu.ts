import type { FeatureFlags } from '@vo/domain/config';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { Role } from '@vo/domain/session/session.rules';
import { SAVED_CARDS_PATH } from '../features/payments/saved-cards-path.ts';
import { DEFAULT_SUBSCRIPTION_PATH } from '../features/subscriptions/subscription-routes.ts';

/** Spec §2 "Menu": every entry says where it may appear. */
export interface MenuFlags {
  /** shown inside the native app's web view */
  app: boolean;
  /** shown in the browser */
  web: boolean;
  /** shown to visitors (no session) */
  public: boolean;
  /** only for advisers (esVendedor 1) */
  sellerOnly: boolean;
  /** cashiers see it (they see only a reduced menu) */
  cashier: boolean;
}

export interface MenuEntry {
  id: string;
  label: MessageKey;
  flags: MenuFlags;
  /** a page to open, or an action the layout performs */
  target: { path: string } | { action: 'logout' };
  /** entries of optional capabilities appear only while their flag is on */
  featureFlag?: keyof FeatureFlags;
  /** Spec §2: the recovery calculator is added only for the users the server verifies */
  onlyIfRecoveryVerified?: boolean;
}

/** Only capabilities that exist today; new ones are added here with their route in routes.tsx. */
export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'home',
    label: 'menu.home',
    target: { path: '/' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
  },
  {
    id: 'products',
    label: 'menu.products',
    target: { path: '/mi-producto' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'upgrade',
    label: 'menu.upgrade',
    target: { path: '/mejorar-membresia' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'membershipUpgrade',
  },
  {
    id: 'documents',
    label: 'menu.documents',
    target: { path: '/imprimir-documentos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // The cards a customer keeps, to remove one and pay with a new one (docs/decisions/0022); a cashier keeps none.
    id: 'saved-cards',
    label: 'menu.savedCards',
    target: { path: SAVED_CARDS_PATH },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §1: customers shop and advisers sell from the catalogue; not in the cashier's reduced menu.
    id: 'projects',
    label: 'menu.projects',
    target: { path: '/proyectos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'memberships',
    label: 'menu.memberships',
    target: { path: '/membresias' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'travel',
    label: 'menu.travel',
    target: { path: '/travel-bolivia' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'international-membership',
    label: 'menu.internationalMembership',
    target: { path: '/membresia-internacional' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    // Spec §2 menu "subscription": the international membership as a plan paid by card, behind the same flag.
    id: 'subscription',
    label: 'menu.subscription',
    target: { path: DEFAULT_SUBSCRIPTION_PATH },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    // The travel benefit (RCI affiliation) of a membership; its pages live behind the same flag (spec §2).
    id: 'travel-benefits',
    label: 'menu.travelBenefits',
    target: { path: '/beneficios-travel' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    id: 'sold-products',
    label: 'menu.soldProducts',
    target: { path: '/Producto/Vendido' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: visible while configuration says so; in the cashier's reduced menu too (they book for the customer at the desk).
    id: 'cabins',
    label: 'menu.cabins',
    target: { path: '/reservar-cabana' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
    featureFlag: 'cabinReservationInMenu',
  },
  {
    // Spec §2: this is the cashier's reduced "products submenu": they check the balance of the cards they sell.
    id: 'prepaid-cards',
    label: 'menu.prepaidCards',
    target: { path: '/tarjetas-prepago' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
  },
  {
    // Spec §1: customers and advisers register guests for events; not in the cashier's reduced menu.
    id: 'events',
    label: 'menu.events',
    target: { path: '/eventos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'rooms',
    label: 'menu.rooms',
    target: { path: '/eventos-aci' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: after meeting rooms; customers' procedures, so not in the cashier's reduced menu.
    id: 'procedures',
    label: 'menu.procedures',
    target: { path: '/tramites' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §2 menu: after procedures. The menu opens the park's card; the page links the holder's other brands.
    id: 'accreditation-card',
    label: 'menu.accreditationCard',
    target: { path: '/carnet-parque' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'network',
    label: 'menu.network',
    target: { path: '/red/clientes' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: in the cashier's reduced menu too. The race and the bonus (hidden entries) are reached from it.
    id: 'incentives',
    label: 'menu.incentives',
    target: { path: '/informacion' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: true },
  },
  {
    id: 'compensation-plan',
    label: 'menu.compensationPlan',
    target: { path: '/plan-compensacion' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    id: 'recovery-calculator',
    label: 'menu.recoveryCalculator',
    target: { path: '/calcular-recuperacion-producto' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
    onlyIfRecoveryVerified: true,
  },
  {
    // Spec §2: not in the cashier's reduced menu; the bell in the app bar still takes cashiers there.
    id: 'notifications',
    label: 'menu.notifications',
    target: { path: '/notificationes' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §2: the cashier's reduced menu has no profile entry; /usuario still opens for them.
    id: 'profile',
    label: 'menu.profile',
    target: { path: '/usuario' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'change-password',
    label: 'menu.changePassword',
    target: { path: '/cambiar-pass' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'customer-service',
    label: 'menu.customerService',
    target: { path: '/atencion-cliente' },
    flags: { app: true, web: true, public: true, sellerOnly: false, cashier: false },
  },
  {
    id: 'logout',
    label: 'menu.logout',
    target: { action: 'logout' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
  },
];

export interface MenuViewer {
  /** null for a visitor */
  role: Role | null;
  insideWebView: boolean;
  featureFlags: FeatureFlags;
  /** the server said yes to GET /calculadora/recuperacion/verificar */
  recoveryVerified?: boolean;
}

/** The entries a given person sees, in registry order. */
export function visibleMenu(entries: readonly MenuEntry[], viewer: MenuViewer): MenuEntry[] {
  return entries.filter(({ flags, featureFlag, onlyIfRecoveryVerified }) => {
    if (featureFlag && !viewer.featureFlags[featureFlag]) return false;
    if (onlyIfRecoveryVerified && !viewer.recoveryVerified) return false;
    if (!(viewer.insideWebView ? flags.app : flags.web)) return false;
    if (viewer.role === null) return flags.public;
    // Spec §2: cashiers see only the entries marked for them (incentive info among them).
    if (viewer.role === 'cashier') return flags.cashier;
    if (flags.sellerOnly && viewer.role !== 'adviser') return false;
    return true;
  });
}

/**
 * Spec §2 "a floating/profile submenu repeats a subset" (docs/decisions/0028): the person's own things, in
 * this order. A cashier's reduced menu has none of them but logging out; their submenu adds their profile.
 */
export const PROFILE_SUBMENU_IDS: readonly string[] = [
  'profile',
  'saved-cards',
  'change-password',
  'customer-service',
  'logout',
];
export const CASHIER_PROFILE_SUBMENU_IDS: readonly string[] = ['profile', 'logout'];

/** The floating submenu's entries for this person; a visitor has none. */
export function profileSubmenu(entries: readonly MenuEntry[], viewer: MenuViewer): MenuEntry[] {
  if (viewer.role === null) return [];
  const pick = (ids: readonly string[], from: readonly MenuEntry[]) =>
    ids.flatMap((id) => from.filter((entry) => entry.id === id));
  if (viewer.role === 'cashier') {
    const here = entries.filter(({ flags }) => (viewer.insideWebView ? flags.app : flags.web));
    return pick(CASHIER_PROFILE_SUBMENU_IDS, here);
  }
  return pick(PROFILE_SUBMENU_IDS, visibleMenu(entries, viewer));
}
