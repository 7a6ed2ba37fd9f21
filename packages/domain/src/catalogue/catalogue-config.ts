/**
 * The catalogue's constants (spec §3, §9): memberships, season passes, houses and the two-for-one promotion.
 * Apart from config.ts on purpose: config.ts travels with the login page (the web shell), and these are
 * only the catalogue pages' and the server's (docs/decisions/0006, 0012).
 */
import { MEMBERSHIP_BENEFICIARIES_MAX, type MembershipPage } from '../memberships/membership-config.ts';

/**
 * Spec §9 houses: 3% initial split, the balance within 7 days, 7% direct financing, 5 monthly instalments.
 * How small the first part of the split may be is not in the spec: ours, 1% of the price (docs/decisions/0024).
 */
export const HOUSE_TERMS = {
  initialPercent: 3,
  balanceDays: 7,
  directFinancingPercent: 7,
  directFinancingInstalments: 5,
  firstPartMinPercent: 1,
} as const;

/**
 * The most products the project detail lists (GET /proyectos/detalle), free ones first: one answer a phone draws
 * at once. A bigger project's answer says its list was cut (`listaRecortada`), and the page tells the person how
 * many of how many it shows; the map draws them all (docs/decisions/0051).
 */
export const PROJECT_DETAIL_PRODUCTS_MAX = 300;

/** Spec §9 "travel project 80": the memberships of that project are the travel the 20% discount applies to. */
export const TRAVEL_PROJECT_ID = 80;

/**
 * The memberships sold (spec §3 membership names, §9 codes and projects). Corporate ones are priced per
 * beneficiary, with the counts of spec §5/§9 (family 5–12, corporation 5–999). Prices are the group's
 * list prices in dollar cents; those not in the spec are ours (docs/decisions/0012).
 */
export const MEMBERSHIP_OFFERS = [
  {
    code: 'PLATINO',
    name: 'Membresía Platino',
    page: 'membresias',
    companyId: 12,
    projectId: 60,
    priceCents: 360_000n,
  },
  { code: 'RESORT', name: 'Membresía Resort', page: 'membresias', companyId: 12, projectId: 60, priceCents: 540_000n },
  {
    code: 'RESORTPLUS',
    name: 'Membresía Resort Plus',
    page: 'membresias',
    companyId: 12,
    projectId: 60,
    priceCents: 720_000n,
  },
  /** Spec §9 special membership code RST */
  { code: 'RST', name: 'Membresía Especial', page: 'membresias', companyId: 12, projectId: 60, priceCents: 300_000n },
  /** Spec §9 corporate membership project 77, default code KCORP-5: family 5–12 beneficiaries */
  {
    code: 'KCORP-5',
    name: 'Membresía Corporativa Familiar',
    page: 'membresias',
    companyId: 12,
    projectId: 77,
    priceCents: 90_000n,
    beneficiaries: { min: 5, max: 12 },
  },
  /** …and a corporation 5–999 */
  {
    code: 'KCORP-E',
    name: 'Membresía Corporativa Empresarial',
    page: 'membresias',
    companyId: 12,
    projectId: 77,
    priceCents: 75_000n,
    beneficiaries: { min: 5, max: MEMBERSHIP_BENEFICIARIES_MAX },
  },
  /** Spec §9 travel project 80, default code KTRB10 */
  {
    code: 'KTRB10',
    name: 'Membresía Travel Bolivia',
    page: 'travel',
    companyId: 30,
    projectId: 80,
    priceCents: 280_000n,
  },
  {
    code: 'INTL',
    name: 'Membresía Internacional',
    page: 'internacional',
    companyId: 30,
    projectId: 80,
    priceCents: 950_000n,
  },
] as const satisfies readonly {
  code: string;
  name: string;
  page: MembershipPage;
  companyId: number;
  projectId: number;
  priceCents: bigint;
  beneficiaries?: { min: number; max: number };
}[];
export type MembershipCode = (typeof MEMBERSHIP_OFFERS)[number]['code'];

/** Spec §9 "resort membership purchase": these two are sold only while that flag is on (it is off). */
export const RESORT_MEMBERSHIP_CODES: readonly MembershipCode[] = ['RESORT', 'RESORTPLUS'];

/**
 * Spec §3 pass codes of the football season passes, each with the prices an adviser chooses from (spec §5:
 * a price must be chosen) and its benefits (spec §9: 10 or 5 park passes a year, 10% spa, 5%
 * hospitalisation). Stock is kept per price in the database.
 */
export const SEASON_PASS_TYPES = [
  { code: 'especial', parkPasses: 10 },
  { code: 'infantil', parkPasses: 5 },
  { code: 'familiar-nuevo', parkPasses: 10 },
  { code: 'familiar-renovacion', parkPasses: 10 },
  { code: 'super-guerrero-general', parkPasses: 5 },
  { code: 'super-guerrero-preferencial', parkPasses: 10 },
  { code: 'empresarial', parkPasses: 10 },
] as const;
export type SeasonPassType = (typeof SEASON_PASS_TYPES)[number]['code'];
export const SEASON_PASS_COMPANY_ID = 27;
export const SEASON_PASS_DISCOUNTS = { spaPercent: 10, hospitalisationPercent: 5 } as const;
/**
 * The two-for-one promotion (spec §2 /promocion-dos-por-uno; its rules are not in the spec, these are ours,
 * docs/decisions/0012): a membership bought in cash between these days brings a second one of the same
 * kind for a beneficiary, once per buyer.
 */
export const TWO_FOR_ONE = {
  from: '2026-11-01',
  to: '2026-12-31',
  codes: ['PLATINO', 'RESORT', 'KTRB10'] as readonly MembershipCode[],
  cashOnly: true,
  perBuyer: 1,
} as const;

/** The projects' list is served this many at a time. */
export const PROJECT_LIST_PAGE_SIZE = 10;
