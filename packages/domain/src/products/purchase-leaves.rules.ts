import { CARD_PRODUCT_KINDS } from '../benefits/benefit-config.ts';
import { MEMBERSHIP_OFFERS, SEASON_PASS_COMPANY_ID, SEASON_PASS_DISCOUNTS } from '../catalogue/catalogue-config.ts';
import { benefitsOf } from '../memberships/membership-benefits.ts';
import { addMonthsToDate, simulatePlan } from '../plans/plan.rules.ts';
import { PLAN_MONTHLY_RATE_BP } from '../plans/plan-config.ts';
import type { AgreedPlan } from '../prereservations/plan-choice.wire.ts';
import { passTypeOf } from '../season-passes/season-pass.rules.ts';
import { addDaysToDate } from '../time.ts';

/*
 * What a purchase leaves behind (docs/decisions/0046): the product with its schedule, its tickets and coupons,
 * its accreditation card, exactly as the demo's products have them. The server writes it in the purchase's
 * transaction; the documents (contract, payment plan) and the season pass's travel/land discount follow from
 * the product itself.
 */

/** What the customer owns after a purchase (products.kind). */
export type BoughtKind = 'lot' | 'house' | 'membership' | 'season_pass';

/** The form fee charged once, on the first instalment, and the expenses of each instalment (the demo's own). */
export const PURCHASE_FORM_FEE_CENTS = 1_000n;
export const INSTALMENT_EXPENSES_CENTS = 250n;

/**
 * How much of each benefit a membership's offer includes (memberships/membership-benefits.ts) its first year
 * brings (ours, docs/decisions/0046, as the demo's Platinum has them): its park passes and spa coupon, its nights.
 */
export const MEMBERSHIP_TICKETS = { parkPasses: 3, spaDiscountPercent: 10, hotelNights: 2 } as const;
/** Tickets and coupons of a purchase are valid for a year from the day of the sale. */
export const BENEFIT_VALID_DAYS = 365;

/** The product names of the tickets, in Spanish like the products' own names and the demo's tickets. */
const TICKET_TITLES = {
  passParkPasses: 'Pases al parque del abono',
  passSpa: 'Descuento en spa',
  passHospitalisation: 'Descuento en hospitalización',
  membershipParkPasses: 'Pase al parque',
  membershipSpa: 'Cupón spa',
  membershipHotel: 'Noche de hotel',
} as const;

/** What is sold, as the pre-reservation kept it. */
export interface SoldItem {
  kind: 'lot' | 'membership' | 'season_pass';
  /** a lot of a project of houses */
  isHouse: boolean;
  /** the membership's code or the season pass's type */
  productCode: string | null;
  priceCents: bigint;
  plan: AgreedPlan;
}

export interface LeftInstalment {
  number: number;
  /** La Paz date, YYYY-MM-DD */
  dueDate: string;
  capitalCents: bigint;
  interestCents: bigint;
  formFeeCents: bigint;
  expensesCents: bigint;
}

export interface LeftTicket {
  kind: 'ticket' | 'coupon' | 'hotel';
  title: string;
  discountPercent: number | null;
  uses: number;
  validFrom: string;
  validTo: string;
}

export interface PurchaseLeaves {
  kind: BoughtKind;
  /** memberships only: platinum | resort | resort_plus */
  membershipLevel: string | null;
  schedule: LeftInstalment[];
  tickets: LeftTicket[];
  /** an accreditation card, not enabled until its first fee is paid */
  card: boolean;
}

const MEMBERSHIP_LEVELS: Record<string, string> = { PLATINO: 'platinum', RESORT: 'resort', RESORTPLUS: 'resort_plus' };

/**
 * The company a sale belongs to, by the one rule of what is sold: a lot its project's, a membership its
 * offer's, a season pass the club's. Null when nothing names one: the sale is refused, never guessed.
 */
export function companyOfSale(
  item: Pick<SoldItem, 'kind' | 'productCode'>,
  projectCompanyId: number | null,
): number | null {
  if (item.kind === 'lot') return projectCompanyId;
  if (item.kind === 'season_pass')
    return item.productCode && passTypeOf(item.productCode) ? SEASON_PASS_COMPANY_ID : null;
  return MEMBERSHIP_OFFERS.find((offer) => offer.code === item.productCode)?.companyId ?? null;
}

/** Amounts due, in order, as instalments: the form fee on the first, the expenses on each. */
function instalmentsOf(dues: { dueDate: string; capitalCents: bigint; interestCents: bigint }[]): LeftInstalment[] {
  return dues.map((due, i) => ({
    number: i + 1,
    ...due,
    formFeeCents: i === 0 ? PURCHASE_FORM_FEE_CENTS : 0n,
    expensesCents: INSTALMENT_EXPENSES_CENTS,
  }));
}

/**
 * The schedule of the plan agreed: cash is one instalment of the whole price due today; credit is the initial
 * amount due today, then the instalments the plan simulated (spec §5), a month apart; a house owes its dues
 * (spec §9: the 3% initial, maybe split, then the 7% in 5), the bank's 90% being no due of ours.
 */
export function scheduleOfPurchase(item: SoldItem, today: string): LeftInstalment[] {
  const { plan, priceCents } = item;
  if (plan.paymentKind === 'cash')
    return instalmentsOf([{ dueDate: today, capitalCents: priceCents, interestCents: 0n }]);
  if (plan.house)
    return instalmentsOf(
      plan.house.dues.map((d) => ({ dueDate: d.dueOn, capitalCents: d.amountCents, interestCents: 0n })),
    );
  const initialCents = plan.initialCents ?? 0n;
  const simulated = simulatePlan({
    valueCents: priceCents,
    initialCents,
    termMonths: plan.termMonths ?? 0,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership: item.kind === 'membership',
  });
  return instalmentsOf([
    { dueDate: today, capitalCents: initialCents, interestCents: 0n },
    ...simulated.instalments.map((i) => ({
      dueDate: addMonthsToDate(today, i.number),
      capitalCents: i.capitalCents,
      interestCents: i.interestCents,
    })),
  ]);
}

/**
 * The tickets and coupons a purchase brings for its first year: a season pass its park passes, 10% at the spa
 * and 5% on hospitalisation (spec §9); a membership what its offer includes (park passes and a spa coupon, hotel
 * nights); a lot or a house none.
 */
export function ticketsOfPurchase(item: Pick<SoldItem, 'kind' | 'productCode'>, today: string): LeftTicket[] {
  const year = { validFrom: today, validTo: addDaysToDate(today, BENEFIT_VALID_DAYS - 1) };
  const passes = (title: string, uses: number): LeftTicket => ({
    kind: 'ticket',
    title,
    discountPercent: null,
    uses,
    ...year,
  });
  const coupon = (title: string, percent: number): LeftTicket => ({
    kind: 'coupon',
    title,
    discountPercent: percent,
    uses: 1,
    ...year,
  });
  if (item.kind === 'season_pass') {
    const type = item.productCode ? passTypeOf(item.productCode) : null;
    if (!type) return [];
    return [
      passes(TICKET_TITLES.passParkPasses, type.parkPasses),
      coupon(TICKET_TITLES.passSpa, SEASON_PASS_DISCOUNTS.spaPercent),
      coupon(TICKET_TITLES.passHospitalisation, SEASON_PASS_DISCOUNTS.hospitalisationPercent),
    ];
  }
  if (item.kind !== 'membership') return [];
  // What the offer says it includes (memberships/membership-benefits.ts), and nothing it does not.
  const includes = benefitsOf(item.productCode ?? '');
  return [
    ...(includes.includes('parks')
      ? [
          passes(TICKET_TITLES.membershipParkPasses, MEMBERSHIP_TICKETS.parkPasses),
          coupon(TICKET_TITLES.membershipSpa, MEMBERSHIP_TICKETS.spaDiscountPercent),
        ]
      : []),
    ...(includes.includes('hotel')
      ? [{ ...passes(TICKET_TITLES.membershipHotel, MEMBERSHIP_TICKETS.hotelNights), kind: 'hotel' as const }]
      : []),
  ];
}

/** Everything a purchase leaves: the product's kind, its schedule, its tickets and coupons, and its card. */
export function whatAPurchaseLeaves(item: SoldItem, today: string): PurchaseLeaves {
  const kind: BoughtKind = item.kind === 'lot' ? (item.isHouse ? 'house' : 'lot') : item.kind;
  return {
    kind,
    membershipLevel: item.kind === 'membership' ? (MEMBERSHIP_LEVELS[item.productCode ?? ''] ?? null) : null,
    schedule: scheduleOfPurchase(item, today),
    tickets: ticketsOfPurchase(item, today),
    card: CARD_PRODUCT_KINDS.includes(kind),
  };
}
