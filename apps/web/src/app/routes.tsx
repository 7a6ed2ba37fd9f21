import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import type { Role } from '@vo/domain/session/session.rules';
import type { ComponentType } from 'react';
import {
  cardFeeRoutePaths,
  cardRoutePaths,
  HOTEL_ROUTE_PATH,
  TRAVEL_BENEFIT_PAY_PATH,
  TRAVEL_BENEFITS_PATH,
} from '../features/benefits/benefit-routes.ts';
import { SAVED_CARDS_PATH } from '../features/payments/saved-cards-path.ts';
import {
  brandBasePaths,
  brandRoutePaths,
  CONTRACT_PATH,
  DOCUMENTS_PATH,
  FRIEND_PAYMENT_PATH,
  PAYMENT_BASE,
  PREPAID_CARDS_PATH,
  PRODUCT_DETAIL_BASE,
  RECONFIGURE_PLAN_PATH,
  UPGRADE_MEMBERSHIP_PATH,
} from '../features/products/product-routes.ts';
import { subscriptionRoutePaths } from '../features/subscriptions/subscription-routes.ts';
import { loadAdviserMessages, loadCatalogueMessages, loadLeisureMessages, loadRoomMessages } from '../lib/i18n.ts';
import { forRoles } from './role-gate.tsx';
import {
  CustomerServicePage,
  MaintenancePage,
  MobileSessionPage,
  NotFoundPage,
  page,
  type RouteEntry,
} from './visitor-routes.tsx';

/** Routes enabled only while every one of their feature flags is on (spec §2, §9; docs/decisions/0025). */
export interface FlaggedRouteGroup {
  flags: readonly (keyof FeatureFlags)[];
  routes: readonly RouteEntry[];
}

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A page that comes with its part of the message catalogue, for the roles it names; other roles find the
 * not-found page there, as for a page that does not exist (spec §2 "any other path").
 */
const pageWith =
  (loadMessages: () => Promise<void>, defaultRoles: readonly Role[]) =>
  (load: PageModule, roles: readonly Role[] = defaultRoles) =>
    page(() =>
      Promise.all([load(), loadMessages()]).then(([module]) => ({ default: forRoles(module.default, roles) })),
    );

/** The advisers' pages (the incentives information is the cashiers' too, spec §2). */
const adviserPage = pageWith(loadAdviserMessages, ['adviser']);
/** The meeting rooms and the events. */
const roomsPage = pageWith(loadRoomMessages, ['adviser']);
/** The catalogue and the pre-reservations. */
const cataloguePage = pageWith(loadCatalogueMessages, ['customer', 'adviser']);
/** The leisure side: customers reserve cabins and use tickets (advisers are customers too). */
const leisurePage = pageWith(loadLeisureMessages, ['customer', 'adviser']);

// Spec §1: customers shop from the catalogue and advisers sell from it; the cashier's reduced menu has none of it.
const ProjectsPage = cataloguePage(() => import('../features/catalogue/projects-page.tsx'));
const ProjectDetailPage = cataloguePage(() => import('../features/catalogue/project-detail-page.tsx'));
const ProjectFeaturesDetailPage = cataloguePage(() => import('../features/catalogue/project-features-detail-page.tsx'));
const MapPage = cataloguePage(() => import('../features/catalogue/map-page.tsx'));
const FeaturesMapPage = cataloguePage(() => import('../features/catalogue/features-map-page.tsx'));
const LotPlanPage = cataloguePage(() => import('../features/catalogue/lot-plan-page.tsx'));
const PrereservationFormPage = cataloguePage(
  () => import('../features/catalogue/prereservation-form-page.tsx'),
  ['adviser'],
);
const MembershipsPage = cataloguePage(() => import('../features/memberships/memberships-page.tsx'));
const TravelPage = cataloguePage(() => import('../features/memberships/travel-page.tsx'));
const InternationalMembershipPage = cataloguePage(
  () => import('../features/memberships/international-membership-page.tsx'),
);
const MembershipPrereservationPage = cataloguePage(
  () => import('../features/memberships/membership-prereservation-page.tsx'),
  ['adviser'],
);
const SeasonPassPage = cataloguePage(() => import('../features/season-passes/season-pass-page.tsx'), ['adviser']);
const TwoForOnePage = cataloguePage(() => import('../features/promotions/two-for-one-page.tsx'));
const SoldProductsPage = cataloguePage(() => import('../features/catalogue/sold-products-page.tsx'), ['adviser']);

// Spec §2: the cashier's reduced menu has the cabin reservation, made for the customer at the desk (docs/decisions/0015).
const CabinsPage = leisurePage(() => import('../features/cabins/cabins-page.tsx'), ['customer', 'adviser', 'cashier']);
const TicketsPage = leisurePage(() => import('../features/tickets/tickets-page.tsx'));
// Membership benefits (docs/decisions/0015): the accreditation card, its fee, the hotel service and the travel benefit.
const AccreditationCardPage = leisurePage(() => import('../features/benefits/accreditation-card-page.tsx'));
const CardFeePage = leisurePage(() => import('../features/benefits/card-fee-page.tsx'));
const HotelPage = leisurePage(() => import('../features/tickets/hotel-page.tsx'));
const TravelBenefitsPage = leisurePage(() => import('../features/benefits/travel-benefits-page.tsx'));
const TravelBenefitPayPage = leisurePage(() => import('../features/benefits/travel-benefit-pay-page.tsx'));
// Spec §2 /suscripcion-{brand}: the international membership as a plan paid by card (docs/decisions/0016).
const SubscriptionPage = leisurePage(() => import('../features/subscriptions/subscription-page.tsx'));

// Spec §2 /tramites: a customer's procedures (advisers are customers too); the cashier's reduced menu has none.
const ProceduresPage = leisurePage(() => import('../features/procedures/procedures-page.tsx'));

const RoomsPage = roomsPage(() => import('../features/rooms/rooms-page.tsx'));
const CreateRoomPage = roomsPage(() => import('../features/rooms/create-room-page.tsx'));
const JoinRoomPage = roomsPage(() => import('../features/rooms/join-room-page.tsx'));
const RoomPage = roomsPage(() => import('../features/rooms/room-page.tsx'));
const InvitePage = roomsPage(() => import('../features/rooms/invite-page.tsx'));
const InvitationPage = roomsPage(() => import('../features/rooms/invitation-page.tsx'));
const ManageRoomPage = roomsPage(() => import('../features/rooms/manage-room-page.tsx'));
const ManagePresentersPage = roomsPage(() => import('../features/rooms/manage-presenters-page.tsx'));
const AttendancePage = roomsPage(() => import('../features/rooms/attendance-page.tsx'));
const RoomHistoryPage = roomsPage(() => import('../features/rooms/room-history-page.tsx'));
const GuestHistoryPage = roomsPage(() => import('../features/rooms/guest-history-page.tsx'));
// Spec §1: customers register guests for events too; the cashier's reduced menu has no events.
const EventsPage = roomsPage(() => import('../features/events/events-page.tsx'), ['customer', 'adviser']);

const ChangePasswordPage = page(() => import('../features/auth/change-password-page.tsx'));
const SecurePasswordPage = page(() => import('../features/auth/secure-password-page.tsx'));
const HomePage = page(() => import('../features/session/home-page.tsx'));
const ProfilePage = page(() => import('../features/profile/profile-page.tsx'));
const NotificationsPage = page(() => import('../features/notifications/notifications-page.tsx'));
// A customer's own products and what is done with them: advisers own products too; a cashier has none
// (spec §2: the reduced menu), and finds the not-found page at these addresses.
const ownerPage = (load: PageModule) =>
  page(() => load().then((module) => ({ default: forRoles(module.default, ['customer', 'adviser']) })));
const MyProductsPage = ownerPage(() => import('../features/products/my-products-page.tsx'));
const AccountBalancePage = ownerPage(() => import('../features/products/account-balance-page.tsx'));
const ProductDetailPage = ownerPage(() => import('../features/products/product-detail-page.tsx'));
const PaymentPage = ownerPage(() => import('../features/payments/payment-page.tsx'));
// Without an id: the only product or the list (docs/decisions/0028), for whoever may open the pages above.
const ProductWithoutIdPage = ownerPage(() => import('../features/products/product-without-id-page.tsx'));
const FriendPaymentPage = page(() => import('../features/payments/friend-payment-page.tsx'));
const PrepaidCardsPage = page(() => import('../features/prepaid-cards/prepaid-cards-page.tsx'));
const SavedCardsPage = ownerPage(() => import('../features/payments/saved-cards-page.tsx'));
const DocumentsPage = ownerPage(() => import('../features/documents/documents-page.tsx'));
const ContractPage = ownerPage(() => import('../features/documents/contract-page.tsx'));
const ReconfigurePlanPage = ownerPage(() => import('../features/plans/reconfigure-plan-page.tsx'));
const UpgradeMembershipPage = ownerPage(() => import('../features/plans/upgrade-membership-page.tsx'));
const NetworkPage = adviserPage(() => import('../features/network/network-page.tsx'));
const RankingPage = adviserPage(() => import('../features/incentives/ranking-page.tsx'));
const BestSellerPage = adviserPage(() => import('../features/incentives/best-seller-page.tsx'));
const IncentivesInfoPage = adviserPage(
  () => import('../features/incentives/incentives-info-page.tsx'),
  ['adviser', 'cashier'],
);
const CompensationPlanPage = adviserPage(() => import('../features/incentives/compensation-plan-page.tsx'));
const TrainingPage = adviserPage(() => import('../features/incentives/training-page.tsx'));
const RecoveryCalculatorPage = adviserPage(
  () => import('../features/recovery-calculator/recovery-calculator-page.tsx'),
);

/**
 * Spec §2 "Logged-in routes": only the capabilities built so far. This registry loads with the logged-in
 * shell (logged-in-app.tsx), never with the login page.
 */
export const loggedInRoutes: readonly RouteEntry[] = [
  { path: '/', page: HomePage },
  { path: '/notificationes', page: NotificationsPage },
  { path: '/usuario', page: ProfilePage },
  { path: '/mi-producto', page: MyProductsPage },
  { path: '/saldo-cuenta', page: AccountBalancePage },
  ...brandRoutePaths(PRODUCT_DETAIL_BASE).map((path) => ({ path, page: ProductDetailPage })),
  ...brandRoutePaths(PAYMENT_BASE).map((path) => ({ path, page: PaymentPage })),
  ...[...brandBasePaths(PRODUCT_DETAIL_BASE), ...brandBasePaths(PAYMENT_BASE)].map((path) => ({
    path,
    page: ProductWithoutIdPage,
  })),
  { path: FRIEND_PAYMENT_PATH, page: FriendPaymentPage },
  { path: `${FRIEND_PAYMENT_PATH}/:codigo`, page: FriendPaymentPage },
  { path: PREPAID_CARDS_PATH, page: PrepaidCardsPage },
  { path: SAVED_CARDS_PATH, page: SavedCardsPage },
  { path: DOCUMENTS_PATH, page: DocumentsPage },
  { path: CONTRACT_PATH, page: ContractPage },
  { path: RECONFIGURE_PLAN_PATH, page: ReconfigurePlanPage },
  { path: '/proyectos', page: ProjectsPage },
  { path: '/detalle/proyecto/:idproyecto/:idempresa', page: ProjectDetailPage },
  { path: '/detalle/proyecto-caracteristicas/:idproyecto', page: ProjectFeaturesDetailPage },
  { path: '/mapa/proyecto/:idproyecto', page: MapPage },
  { path: '/mapa/proyecto_caracteristicas/:idproyecto', page: FeaturesMapPage },
  { path: '/forma-pago/lote/:idlote', page: LotPlanPage },
  { path: '/formprereserva', page: PrereservationFormPage },
  { path: '/Producto/Vendido', page: SoldProductsPage },
  { path: '/membresias', page: MembershipsPage },
  { path: '/travel-bolivia', page: TravelPage },
  { path: '/prereserva-membresia', page: MembershipPrereservationPage },
  { path: '/prereservar-abono/:tipoAbono', page: SeasonPassPage },
  { path: '/promocion-dos-por-uno', page: TwoForOnePage },
  { path: '/reservar-cabana', page: CabinsPage },
  { path: '/Tickets', page: TicketsPage },
  { path: '/tramites', page: ProceduresPage },
  ...cardRoutePaths().map((path) => ({ path, page: AccreditationCardPage })),
  { path: HOTEL_ROUTE_PATH, page: HotelPage },
  { path: '/red/clientes', page: NetworkPage },
  { path: '/ranking', page: RankingPage },
  { path: '/bono-mejor-vendedor', page: BestSellerPage },
  { path: '/informacion', page: IncentivesInfoPage },
  { path: '/plan-compensacion', page: CompensationPlanPage },
  { path: '/capacitacion', page: TrainingPage },
  { path: '/calcular-recuperacion-producto', page: RecoveryCalculatorPage },
  { path: '/eventos', page: EventsPage },
  { path: '/eventos-aci', page: RoomsPage },
  { path: '/eventos-aci/crear', page: CreateRoomPage },
  { path: '/eventos-aci/unirse', page: JoinRoomPage },
  { path: '/eventos-aci/historial/sala', page: RoomHistoryPage },
  { path: '/eventos-aci/historial/invitados', page: GuestHistoryPage },
  { path: '/eventos-aci/sala/:id', page: RoomPage },
  { path: '/eventos-aci/sala/:id/invitar', page: InvitePage },
  { path: '/eventos-aci/sala/:id/invitacion/:idinvitacion', page: InvitationPage },
  { path: '/eventos-aci/sala/:id/administrar', page: ManageRoomPage },
  { path: '/eventos-aci/sala/:id/administrar/presentadores', page: ManagePresentersPage },
  { path: '/eventos-aci/sala/:id/controlasistencia', page: AttendancePage },
  { path: '/cambiar-pass', page: ChangePasswordPage },
  { path: '/cambiar-pass-segura/:usuario', page: SecurePasswordPage },
  { path: '/maintenance', page: MaintenancePage },
  { path: '/atencion-cliente', page: CustomerServicePage },
  // The native app may reopen its web view while an older token is still stored: the new one replaces it.
  { path: '/mobile/:tipodispositivo/:mac/:token', page: MobileSessionPage },
  { path: '*', page: NotFoundPage },
];

/** Logged-in routes behind flags (spec §2: the international-membership pages). */
export const flaggedRoutes: readonly FlaggedRouteGroup[] = [
  // React Router matches without regard to case: /membresia-Internacional is the same page.
  { flags: ['membershipUpgrade'], routes: [{ path: UPGRADE_MEMBERSHIP_PATH, page: UpgradeMembershipPage }] },
  // The upgrade of the international membership is the upgrade page of /mejorar-membresia.
  {
    flags: ['internationalMembership', 'membershipUpgrade'],
    routes: [{ path: '/upgrade-membresia', page: UpgradeMembershipPage }],
  },
  {
    flags: ['internationalMembership'],
    routes: [
      { path: '/membresia-internacional', page: InternationalMembershipPage },
      { path: TRAVEL_BENEFITS_PATH, page: TravelBenefitsPage },
      { path: TRAVEL_BENEFIT_PAY_PATH, page: TravelBenefitPayPage },
      ...cardFeeRoutePaths().map((path) => ({ path, page: CardFeePage })),
      ...subscriptionRoutePaths().map((path) => ({ path, page: SubscriptionPage })),
    ],
  },
];

/** The routes of a logged-in person with the flags in force (the not-found catch-all stays last). */
export function routesForSession(flags: FeatureFlags = DEFAULT_FEATURE_FLAGS): RouteEntry[] {
  const enabled = flaggedRoutes
    .filter((group) => group.flags.every((flag) => flags[flag]))
    .flatMap((group) => group.routes);
  const catchAll = loggedInRoutes.filter((route) => route.path === '*');
  return [...loggedInRoutes.filter((route) => route.path !== '*'), ...enabled, ...catchAll];
}
