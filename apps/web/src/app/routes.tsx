import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import type { Role } from '@vo/domain/session/session.rules';
import type { ComponentType } from 'react';
import { loadChangePasswordPage, loadSecurePasswordPage } from '../features/auth/pages.ts';
import {
  loadAccreditationCardPage,
  loadCardFeePage,
  loadTravelBenefitPayPage,
  loadTravelBenefitsPage,
} from '../features/benefits/pages.ts';
import {
  cardFeeRoutePaths,
  cardRoutePaths,
  HOTEL_ROUTE_PATH,
  TRAVEL_BENEFIT_PAY_PATH,
  TRAVEL_BENEFITS_PATH,
} from '../features/benefits/shell.ts';
import { loadCabinsPage } from '../features/cabins/pages.ts';
import {
  loadFeaturesMapPage,
  loadLotPlanPage,
  loadMapPage,
  loadPrereservationFormPage,
  loadProjectDetailPage,
  loadProjectFeaturesDetailPage,
  loadProjectsPage,
  loadSoldProductsPage,
} from '../features/catalogue/pages.ts';
import { loadContractPage, loadDocumentsPage } from '../features/documents/pages.ts';
import { loadEventsPage } from '../features/events/pages.ts';
import {
  loadBestSellerPage,
  loadCompensationPlanPage,
  loadIncentivesInfoPage,
  loadRankingPage,
  loadTrainingPage,
} from '../features/incentives/pages.ts';
import {
  loadInternationalMembershipPage,
  loadMembershipPrereservationPage,
  loadMembershipsPage,
  loadTravelPage,
} from '../features/memberships/pages.ts';
import { loadNetworkPage } from '../features/network/pages.ts';
import { NotFoundPage } from '../features/not-found/index.ts';
import { loadNotificationsPage } from '../features/notifications/pages.ts';
import { loadFriendPaymentPage, loadPaymentPage, loadSavedCardsPage } from '../features/payments/pages.ts';
import { SAVED_CARDS_PATH } from '../features/payments/shell.ts';
import { loadReconfigurePlanPage, loadUpgradeMembershipPage } from '../features/plans/pages.ts';
import { loadPrepaidCardsPage } from '../features/prepaid-cards/pages.ts';
import { loadProceduresPage } from '../features/procedures/pages.ts';
import {
  loadAccountBalancePage,
  loadMyProductsPage,
  loadProductDetailPage,
  loadProductWithoutIdPage,
} from '../features/products/pages.ts';
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
} from '../features/products/shell.ts';
import { loadProfilePage } from '../features/profile/pages.ts';
import { loadTwoForOnePage } from '../features/promotions/pages.ts';
import { loadRecoveryCalculatorPage } from '../features/recovery-calculator/pages.ts';
import {
  loadAttendancePage,
  loadCreateRoomPage,
  loadGuestHistoryPage,
  loadInvitationPage,
  loadInvitePage,
  loadJoinRoomPage,
  loadManagePresentersPage,
  loadManageRoomPage,
  loadRoomHistoryPage,
  loadRoomPage,
  loadRoomsPage,
} from '../features/rooms/pages.ts';
import { loadSeasonPassPage } from '../features/season-passes/pages.ts';
import { loadHomePage } from '../features/session/pages.ts';
import { loadSubscriptionPage } from '../features/subscriptions/pages.ts';
import { subscriptionRoutePaths } from '../features/subscriptions/shell.ts';
import { loadHotelPage, loadTicketsPage } from '../features/tickets/pages.ts';
import { loadAdviserMessages, loadCatalogueMessages, loadLeisureMessages, loadRoomMessages } from '../lib/i18n.ts';
import { page } from '../lib/lazy-page.tsx';
import { forRoles } from './role-gate.tsx';
import { CustomerServicePage, MaintenancePage, MobileSessionPage, type RouteEntry } from './visitor-routes.tsx';

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
const ProjectsPage = cataloguePage(loadProjectsPage);
const ProjectDetailPage = cataloguePage(loadProjectDetailPage);
const ProjectFeaturesDetailPage = cataloguePage(loadProjectFeaturesDetailPage);
const MapPage = cataloguePage(loadMapPage);
const FeaturesMapPage = cataloguePage(loadFeaturesMapPage);
const LotPlanPage = cataloguePage(loadLotPlanPage);
const PrereservationFormPage = cataloguePage(loadPrereservationFormPage, ['adviser']);
const MembershipsPage = cataloguePage(loadMembershipsPage);
const TravelPage = cataloguePage(loadTravelPage);
const InternationalMembershipPage = cataloguePage(loadInternationalMembershipPage);
const MembershipPrereservationPage = cataloguePage(loadMembershipPrereservationPage, ['adviser']);
const SeasonPassPage = cataloguePage(loadSeasonPassPage, ['adviser']);
const TwoForOnePage = cataloguePage(loadTwoForOnePage);
const SoldProductsPage = cataloguePage(loadSoldProductsPage, ['adviser']);

// Spec §2: the cashier's reduced menu has the cabin reservation, made for the customer at the desk (docs/decisions/0015).
const CabinsPage = leisurePage(loadCabinsPage, ['customer', 'adviser', 'cashier']);
const TicketsPage = leisurePage(loadTicketsPage);
// Membership benefits (docs/decisions/0015): the accreditation card, its fee, the hotel service and the travel benefit.
const AccreditationCardPage = leisurePage(loadAccreditationCardPage);
const CardFeePage = leisurePage(loadCardFeePage);
const HotelPage = leisurePage(loadHotelPage);
const TravelBenefitsPage = leisurePage(loadTravelBenefitsPage);
const TravelBenefitPayPage = leisurePage(loadTravelBenefitPayPage);
// Spec §2 /suscripcion-{brand}: the international membership as a plan paid by card (docs/decisions/0016).
const SubscriptionPage = leisurePage(loadSubscriptionPage);

// Spec §2 /tramites: a customer's procedures (advisers are customers too); the cashier's reduced menu has none.
const ProceduresPage = leisurePage(loadProceduresPage);

const RoomsPage = roomsPage(loadRoomsPage);
const CreateRoomPage = roomsPage(loadCreateRoomPage);
const JoinRoomPage = roomsPage(loadJoinRoomPage);
const RoomPage = roomsPage(loadRoomPage);
const InvitePage = roomsPage(loadInvitePage);
const InvitationPage = roomsPage(loadInvitationPage);
const ManageRoomPage = roomsPage(loadManageRoomPage);
const ManagePresentersPage = roomsPage(loadManagePresentersPage);
const AttendancePage = roomsPage(loadAttendancePage);
const RoomHistoryPage = roomsPage(loadRoomHistoryPage);
const GuestHistoryPage = roomsPage(loadGuestHistoryPage);
// Spec §1: customers register guests for events too; the cashier's reduced menu has no events.
const EventsPage = roomsPage(loadEventsPage, ['customer', 'adviser']);

const ChangePasswordPage = page(loadChangePasswordPage);
const SecurePasswordPage = page(loadSecurePasswordPage);
const HomePage = page(loadHomePage);
const ProfilePage = page(loadProfilePage);
const NotificationsPage = page(loadNotificationsPage);
// A customer's own products and what is done with them: advisers own products too; a cashier has none
// (spec §2: the reduced menu), and finds the not-found page at these addresses.
const ownerPage = (load: PageModule) =>
  page(() => load().then((module) => ({ default: forRoles(module.default, ['customer', 'adviser']) })));
const MyProductsPage = ownerPage(loadMyProductsPage);
const AccountBalancePage = ownerPage(loadAccountBalancePage);
const ProductDetailPage = ownerPage(loadProductDetailPage);
const PaymentPage = ownerPage(loadPaymentPage);
// Without an id: the only product or the list (docs/decisions/0028), for whoever may open the pages above.
const ProductWithoutIdPage = ownerPage(loadProductWithoutIdPage);
const FriendPaymentPage = page(loadFriendPaymentPage);
const PrepaidCardsPage = page(loadPrepaidCardsPage);
const SavedCardsPage = ownerPage(loadSavedCardsPage);
const DocumentsPage = ownerPage(loadDocumentsPage);
const ContractPage = ownerPage(loadContractPage);
const ReconfigurePlanPage = ownerPage(loadReconfigurePlanPage);
const UpgradeMembershipPage = ownerPage(loadUpgradeMembershipPage);
const NetworkPage = adviserPage(loadNetworkPage);
const RankingPage = adviserPage(loadRankingPage);
const BestSellerPage = adviserPage(loadBestSellerPage);
const IncentivesInfoPage = adviserPage(loadIncentivesInfoPage, ['adviser', 'cashier']);
const CompensationPlanPage = adviserPage(loadCompensationPlanPage);
const TrainingPage = adviserPage(loadTrainingPage);
const RecoveryCalculatorPage = adviserPage(loadRecoveryCalculatorPage);

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
