import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { Role } from '@vo/domain/session/session.rules';
import type { PictureName } from '../components/pictures.tsx';
import { SAVED_CARDS_PATH } from '../features/payments/shell.ts';
import { DEFAULT_SUBSCRIPTION_PATH } from '../features/subscriptions/shell.ts';

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

/**
 * The headings the menu is grouped under (docs/decisions/0034), in the order they are shown. Home comes before them and
 * logging out after them, under no heading.
 */
export const MENU_GROUPS = [
  { id: 'products', label: 'menu.group.products' },
  { id: 'sales', label: 'menu.group.sales' },
  { id: 'network', label: 'menu.group.network' },
  { id: 'leisure', label: 'menu.group.leisure' },
  { id: 'help', label: 'menu.group.help' },
] as const satisfies readonly { id: string; label: MessageKey }[];
export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuEntry {
  id: string;
  label: MessageKey;
  /** the heading it is shown under; none for home and logging out */
  group?: MenuGroupId;
  /** its picture (components/pictures.tsx) */
  icon: PictureName;
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
    icon: 'home',
    target: { path: '/' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
  },
  {
    id: 'products',
    label: 'menu.products',
    group: 'products',
    icon: 'inventory',
    target: { path: '/mi-producto' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'upgrade',
    label: 'menu.upgrade',
    group: 'products',
    icon: 'upgrade',
    target: { path: '/mejorar-membresia' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'membershipUpgrade',
  },
  {
    id: 'documents',
    label: 'menu.documents',
    group: 'products',
    icon: 'description',
    target: { path: '/imprimir-documentos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // The cards a customer keeps, to remove one and pay with a new one (docs/decisions/0022); a cashier keeps none.
    id: 'saved-cards',
    label: 'menu.savedCards',
    group: 'products',
    icon: 'credit-card',
    target: { path: SAVED_CARDS_PATH },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §1: customers shop and advisers sell from the catalogue; not in the cashier's reduced menu.
    id: 'projects',
    label: 'menu.projects',
    group: 'sales',
    icon: 'apartment',
    target: { path: '/proyectos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'memberships',
    label: 'menu.memberships',
    group: 'leisure',
    icon: 'card-membership',
    target: { path: '/membresias' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'travel',
    label: 'menu.travel',
    group: 'leisure',
    icon: 'flight',
    target: { path: '/travel-bolivia' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'international-membership',
    label: 'menu.internationalMembership',
    group: 'leisure',
    icon: 'public',
    target: { path: '/membresia-internacional' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    // Spec §2 menu "subscription": the international membership as a plan paid by card, behind the same flag.
    id: 'subscription',
    label: 'menu.subscription',
    group: 'leisure',
    icon: 'autorenew',
    target: { path: DEFAULT_SUBSCRIPTION_PATH },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    // The travel benefit (RCI affiliation) of a membership; its pages live behind the same flag (spec §2).
    id: 'travel-benefits',
    label: 'menu.travelBenefits',
    group: 'leisure',
    icon: 'luggage',
    target: { path: '/beneficios-travel' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
    featureFlag: 'internationalMembership',
  },
  {
    id: 'sold-products',
    label: 'menu.soldProducts',
    group: 'sales',
    icon: 'sell',
    target: { path: '/Producto/Vendido' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: visible while configuration says so; in the cashier's reduced menu too (they book for the customer at the desk).
    id: 'cabins',
    label: 'menu.cabins',
    group: 'leisure',
    icon: 'cabin',
    target: { path: '/reservar-cabana' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
    featureFlag: 'cabinReservationInMenu',
  },
  {
    // Spec §2: this is the cashier's reduced "products submenu": they check the balance of the cards they sell.
    id: 'prepaid-cards',
    label: 'menu.prepaidCards',
    group: 'products',
    icon: 'redeem',
    target: { path: '/tarjetas-prepago' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: true },
  },
  {
    // Spec §1: customers and advisers register guests for events; not in the cashier's reduced menu.
    id: 'events',
    label: 'menu.events',
    group: 'leisure',
    icon: 'event',
    target: { path: '/eventos' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'rooms',
    label: 'menu.rooms',
    group: 'sales',
    icon: 'meeting-room',
    target: { path: '/eventos-aci' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: after meeting rooms; customers' procedures, so not in the cashier's reduced menu.
    id: 'procedures',
    label: 'menu.procedures',
    group: 'help',
    icon: 'assignment',
    target: { path: '/tramites' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §2 menu: after procedures. The menu opens the park's card; the page links the holder's other brands.
    id: 'accreditation-card',
    label: 'menu.accreditationCard',
    group: 'leisure',
    icon: 'badge',
    target: { path: '/carnet-parque' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'network',
    label: 'menu.network',
    group: 'network',
    icon: 'account-tree',
    target: { path: '/red/clientes' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    // Spec §2: in the cashier's reduced menu too. The race and the bonus (hidden entries) are reached from it.
    id: 'incentives',
    label: 'menu.incentives',
    group: 'network',
    icon: 'emoji-events',
    target: { path: '/informacion' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: true },
  },
  {
    id: 'compensation-plan',
    label: 'menu.compensationPlan',
    group: 'network',
    icon: 'paid',
    target: { path: '/plan-compensacion' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
  },
  {
    id: 'recovery-calculator',
    label: 'menu.recoveryCalculator',
    group: 'network',
    icon: 'calculate',
    target: { path: '/calcular-recuperacion-producto' },
    flags: { app: true, web: true, public: false, sellerOnly: true, cashier: false },
    onlyIfRecoveryVerified: true,
  },
  {
    // Spec §2: not in the cashier's reduced menu; the bell in the app bar still takes cashiers there.
    id: 'notifications',
    label: 'menu.notifications',
    group: 'help',
    icon: 'notifications',
    target: { path: '/notificationes' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    // Spec §2: the cashier's reduced menu has no profile entry; /usuario still opens for them.
    id: 'profile',
    label: 'menu.profile',
    group: 'help',
    icon: 'person',
    target: { path: '/usuario' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'change-password',
    label: 'menu.changePassword',
    group: 'help',
    icon: 'lock',
    target: { path: '/cambiar-pass' },
    flags: { app: true, web: true, public: false, sellerOnly: false, cashier: false },
  },
  {
    id: 'customer-service',
    label: 'menu.customerService',
    group: 'help',
    icon: 'support-agent',
    target: { path: '/atencion-cliente' },
    flags: { app: true, web: true, public: true, sellerOnly: false, cashier: false },
  },
  {
    id: 'logout',
    label: 'menu.logout',
    icon: 'logout',
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

export interface MenuSection {
  /** null: the entries shown under no heading (home first, logging out last) */
  group: MenuGroup | null;
  entries: MenuEntry[];
}

/**
 * The visible entries under their headings: the ungrouped pages first, then each group that has an entry
 * (a heading over nothing is never shown), then the ungrouped actions (logging out). Registry order inside.
 */
export function menuSections(visible: readonly MenuEntry[]): MenuSection[] {
  const ungrouped = visible.filter((entry) => !entry.group);
  const sections: MenuSection[] = [
    { group: null, entries: ungrouped.filter((entry) => 'path' in entry.target) },
    ...MENU_GROUPS.map((group) => ({ group, entries: visible.filter((entry) => entry.group === group.id) })),
    { group: null, entries: ungrouped.filter((entry) => !('path' in entry.target)) },
  ];
  return sections.filter((section) => section.entries.length > 0);
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
