import { type MembershipCode, TRAVEL_PROJECT_ID } from '@vo/domain/catalogue/catalogue-config';
import { membershipSaleTerms } from '@vo/domain/catalogue/sale-terms.rules';
import { discountedPrice, type TravelLandDiscount } from '@vo/domain/catalogue/travel-land-discount.rules';
import {
  beneficiaryCountFits,
  beneficiaryRange,
  type MembershipOffer,
  offerForSale,
  offerOf,
  offersOn,
  offerValueCents,
  pageEnabled,
  twoForOneApplies,
} from '@vo/domain/memberships/membership.rules';
import type { MembershipPage } from '@vo/domain/memberships/membership-config';
import type {
  ChosenMembership,
  MembershipLineOutcome,
  MembershipOfferView,
  MembershipQuote,
  membershipBatchRequest,
} from '@vo/domain/memberships/memberships.wire';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { inSavepoint } from '../../platform/exactly-once/after-commit.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  admitAnother,
  agreedPlan,
  checkBuyer,
  checkSaleTerms,
  creditPlan,
  discountHeldBy,
  discountOfBuyer,
  recordPrereservation,
} from '../prereservations/index.ts';

/** GET /membresias/ofertas?pagina=: what /membresias, /travel-bolivia or /membresia-internacional offers. */
export function offers(deps: AppDeps, page: MembershipPage): MembershipOfferView[] {
  if (!pageEnabled(page, deps.featureFlags)) throw new AppError('memberships.pageNotFound');
  const today = businessDateOf(deps.clock.now());
  return offersOn(page, deps.featureFlags).map((offer) => ({
    code: offer.code,
    name: offer.name,
    priceCents: offer.priceCents,
    perBeneficiary: beneficiaryRange(offer) !== null,
    beneficiaries: beneficiaryRange(offer),
    // The list shows the promotion as it applies to cash, the way it is sold (docs/decisions/0012).
    twoForOne: twoForOneApplies(offer.code, 'cash', today),
  }));
}

/**
 * The offer a choice names, for sale now (its page's flag on; a resort one only while resorts sell, spec §9),
 * with a count of beneficiaries it takes (spec §5).
 */
function checkedChoice(deps: AppDeps, choice: ChosenMembership): { offer: MembershipOffer; valueCents: bigint } {
  const offer = offerOf(choice.code);
  if (!offer || !pageEnabled(offer.page, deps.featureFlags))
    throw new AppError('memberships.unknownCode', 1, {}, { campo: 'codigo' });
  if (!offerForSale(offer, deps.featureFlags)) throw new AppError('memberships.notForSale', 1, {}, { campo: 'codigo' });
  // Spec §8 "no configuration found" / "no credit configuration assigned": the lots' rule, for memberships too.
  checkSaleTerms(membershipSaleTerms(offer), choice.plan.paymentKind, 'codigo');
  const count = choice.beneficiaries.length;
  if (!beneficiaryCountFits(offer, count)) {
    const range = beneficiaryRange(offer);
    throw new AppError(
      range ? 'memberships.beneficiaryCount' : 'memberships.noBeneficiaries',
      1,
      { beneficiariesMin: range?.min ?? 0, beneficiariesMax: range?.max ?? 0 },
      { campo: 'beneficiarios' },
    );
  }
  return { offer, valueCents: offerValueCents(offer, count) };
}

/** Spec §9's season-pass discount is on travel: the memberships of the travel project (docs/decisions/0024). */
const valueAfterDiscount = (offer: MembershipOffer, valueCents: bigint, discount: TravelLandDiscount | null) =>
  discountedPrice(valueCents, offer.projectId === TRAVEL_PROJECT_ID ? discount : null);

/**
 * POST /membresias/simular: the contract in cash, or the payment plan on credit (spec §2 /membresias). A
 * travel membership shows the caller's own season-pass discount; an adviser's buyer gets theirs when
 * pre-reserved.
 */
export async function simulateMembership(
  deps: AppDeps,
  session: SessionContext,
  choice: ChosenMembership,
): Promise<MembershipQuote> {
  const { offer, valueCents } = checkedChoice(deps, choice);
  const { paymentKind } = choice.plan;
  const today = businessDateOf(deps.clock.now());
  const price = valueAfterDiscount(offer, valueCents, await discountHeldBy(deps.db, session.userId, today));
  return {
    code: offer.code,
    name: offer.name,
    paymentKind,
    valueCents: price.priceCents,
    credit: creditPlan(price.priceCents, choice.plan, true),
    twoForOne: twoForOneApplies(offer.code as MembershipCode, paymentKind, today),
    listValueCents: price.listCents,
    discount: price.discount,
  };
}

/**
 * POST /prereservas/membresias, inside runOnce: one buyer, several memberships. The buyer is checked once
 * (a refusal there refuses all); each membership then goes in its own savepoint, so one that fails (a
 * sixth pending, a plan outside the rules, a wrong count of beneficiaries) writes nothing of its own and
 * the others stand. The answer names each line's outcome (spec §8).
 */
export async function prereserveMemberships(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  batch: z.output<typeof membershipBatchRequest>,
): Promise<MembershipLineOutcome[]> {
  await checkBuyer(tx, deps, batch.buyer);
  const discount = await discountOfBuyer(tx, batch.buyer.documentNumber, businessDateOf(deps.clock.now()));
  const outcomes: MembershipLineOutcome[] = [];
  for (const [index, choice] of batch.memberships.entries()) {
    const line = index + 1;
    try {
      // inSavepoint: a refused line's confirmation is dropped with it; an accepted one's is pushed after commit.
      const id = await inSavepoint(tx, async (savepoint) => {
        await admitAnother(savepoint, session, deps.limits.maxPendingPrereservations);
        const { offer, valueCents } = checkedChoice(deps, choice);
        const price = valueAfterDiscount(offer, valueCents, discount);
        const credit = creditPlan(price.priceCents, choice.plan, true);
        const count = choice.beneficiaries.length;
        const row = await recordPrereservation(
          savepoint,
          deps,
          session,
          batch.buyer,
          agreedPlan(choice.plan.paymentKind, credit, price.discount),
          {
            kind: 'membership',
            productCode: offer.code,
            description: count > 0 ? `${offer.name} (${count})` : offer.name,
            priceCents: price.priceCents,
            currency: 'USD',
            companyId: offer.companyId,
            beneficiaries: count > 0 ? choice.beneficiaries : null,
          },
        );
        return row.id;
      });
      outcomes.push({ line, code: choice.code, prereservationId: id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = (error.data as { campo?: string } | undefined)?.campo;
      outcomes.push({
        line,
        code: choice.code,
        refusal: { key: error.key, params: error.params, field: field || null },
      });
    }
  }
  return outcomes;
}
