import { housePlan } from '@vo/domain/catalogue/catalogue.rules';
import { HOUSE_TERMS } from '@vo/domain/catalogue/catalogue-config';
import type { HouseSchedule } from '@vo/domain/catalogue/house-schedule.rules';
import { houseFirstPartRefusal, houseSchedule } from '@vo/domain/catalogue/house-schedule.rules';
import {
  type DiscountedPrice,
  discountedPrice,
  type TravelLandDiscount,
  travelLandDiscountOn,
} from '@vo/domain/catalogue/travel-land-discount.rules';
import { moneyParam } from '@vo/domain/i18n/message-params';
import type { PlanInput } from '@vo/domain/plans/plan.rules';
import { PLAN_MONTHLY_RATE_BP } from '@vo/domain/plans/plan-config';
import type { CheckedPlan } from '@vo/domain/plans/plans.wire';
import type { AgreedPlan, PaymentKind, PlanChoice } from '@vo/domain/prereservations/plan-choice.wire';
import type { AppliedDiscount } from '@vo/domain/prereservations/price-terms.wire';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import { checkedPlan } from '../plans/index.ts';
import { seasonPassesBoughtOn } from '../products/index.ts';

/*
 * How a lot or a house is priced and paid (docs/decisions/0024): the season pass's travel/land discount off a
 * lot's list price (spec §9, land only: a house is not land), then a lot's credit plan (spec §5), or a house's
 * own terms (spec §9: the 3% initial, maybe split, and 5 direct instalments of the 7%).
 */

/**
 * The credit plan of a value after the rules of spec §5 (membership: the cap on its initial amount);
 * null for cash. Shared by lots and memberships.
 */
export function creditPlan(valueCents: bigint, choice: PlanChoice, membership = false): CheckedPlan | null {
  if (choice.paymentKind !== 'credit') return null;
  const input: PlanInput = {
    valueCents,
    initialCents: choice.initialCents ?? 0n,
    termMonths: choice.termMonths ?? 0,
    monthlyRateBp: PLAN_MONTHLY_RATE_BP,
    membership,
  };
  return { input, simulation: checkedPlan(input) };
}

/** What is kept of a plan: cash, or the initial amount and term of its credit, and the discount its price took. */
export function agreedPlan(
  paymentKind: PaymentKind,
  credit: CheckedPlan | null,
  discount: AppliedDiscount | null = null,
): AgreedPlan {
  return {
    paymentKind,
    initialCents: credit ? credit.input.initialCents : null,
    termMonths: credit ? credit.input.termMonths : null,
    discount,
    house: null,
  };
}

/** The discount a person holds today from their season passes; nobody's (an unknown buyer) holds none. */
export async function discountHeldBy(db: Executor, userId: number | null, today: string) {
  if (userId === null) return null;
  return travelLandDiscountOn(await seasonPassesBoughtOn(db, userId), today);
}

/** The discount of a buyer named by document: theirs if they already are a customer. */
export async function discountOfBuyer(db: Executor, documentNumber: string, today: string) {
  return discountHeldBy(db, await findUserIdByDocument(db, documentNumber), today);
}

export interface LotTerms {
  price: DiscountedPrice;
  credit: CheckedPlan | null;
  house: HouseSchedule | null;
}

/** A house's terms on credit: the first part of its 3% now, and its 5 direct instalments, nothing else. */
function houseTermsOf(priceCents: bigint, choice: PlanChoice, currency: string, today: string): HouseSchedule {
  const firstPart = choice.initialCents ?? 0n;
  const refusal = houseFirstPartRefusal(priceCents, firstPart);
  if (refusal) {
    const low = refusal === 'houses.firstPartTooLow';
    const bound = low
      ? (priceCents * BigInt(HOUSE_TERMS.firstPartMinPercent) + 99n) / 100n
      : housePlan(priceCents).initialCents;
    throw new AppError(
      refusal,
      1,
      {
        amount: moneyParam(bound, currency),
        percent: low ? HOUSE_TERMS.firstPartMinPercent : HOUSE_TERMS.initialPercent,
      },
      { campo: 'cuotaInicial' },
    );
  }
  if (choice.termMonths !== HOUSE_TERMS.directFinancingInstalments)
    throw new AppError('houses.termFixed', 1, { count: HOUSE_TERMS.directFinancingInstalments }, { campo: 'plazo' });
  return houseSchedule(priceCents, firstPart, today);
}

/** The price after the discount, and how it is paid: cash, a lot's credit plan or a house's terms. */
export function lotTerms(
  lot: { priceCents: bigint; isHouse: boolean; currency: string },
  choice: PlanChoice,
  discount: TravelLandDiscount | null,
  today: string,
): LotTerms {
  const price = discountedPrice(lot.priceCents, lot.isHouse ? null : discount);
  if (choice.paymentKind !== 'credit') return { price, credit: null, house: null };
  if (lot.isHouse) return { price, credit: null, house: houseTermsOf(price.priceCents, choice, lot.currency, today) };
  return { price, credit: creditPlan(price.priceCents, choice), house: null };
}

/** What a pre-reservation keeps of its terms. */
export function agreedLotPlan(choice: PlanChoice, terms: LotTerms): AgreedPlan {
  const { credit, house } = terms;
  return {
    paymentKind: choice.paymentKind,
    initialCents: credit ? credit.input.initialCents : house ? (choice.initialCents ?? null) : null,
    termMonths: credit ? credit.input.termMonths : house ? HOUSE_TERMS.directFinancingInstalments : null,
    discount: terms.price.discount,
    house,
  };
}
