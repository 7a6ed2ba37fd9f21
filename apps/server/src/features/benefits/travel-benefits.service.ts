import { randomInt } from 'node:crypto';
import { coverAfterPayment, paidPercent, travelBenefitRefusal } from '@vo/domain/benefits/benefit.rules';
import {
  RCI_AFFILIATION_FEE_CENTS,
  RCI_AFFILIATION_MONTHS,
  TRAVEL_BENEFIT_MIN_PAID_PERCENT,
} from '@vo/domain/benefits/benefit-config';
import type { ProductFeeInput } from '@vo/domain/benefits/benefits.wire';
import type { RciPaid, TravelBenefits } from '@vo/domain/benefits/travel-benefits.wire';
import { travelLandDiscountOn } from '@vo/domain/catalogue/travel-land-discount.rules';
import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import type { QrChargeIssued } from '@vo/domain/payments/payments.wire';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  type CardAttempt,
  createFeeQrCharge,
  type FeeSettler,
  recordFeePayment,
  registerFeeSettler,
  takeCardCharge,
} from '../payments/index.ts';
import { productsWithDebtOf, seasonPassesBoughtOn } from '../products/index.ts';
import {
  lockProductFees,
  ownTravelBenefit,
  paidCentsOf,
  saveTravelBenefit,
  travelBenefitsOf,
} from './benefits.repo.ts';

/** An RCI member code: the brand's prefix and eight digits (the exchange company's own format is not shown). */
const newRciCode = () => `RCI-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The caller's memberships with what the travel benefit asks (spec §6) and what they hold (spec §3). */
async function membershipsOf(db: AppDeps['db'] | Tx, userId: number, today: string) {
  const owned = (await productsWithDebtOf(db, userId, today)).filter((o) => o.product.kind === 'membership');
  const paid = await paidCentsOf(
    db,
    owned.map((o) => o.product.id),
  );
  return owned.map((o) => ({
    ...o,
    paidPercent: paidPercent(o.product.priceCents, paid.get(o.product.id) ?? 0n),
    hasOverdue: o.debt.overdueCount > 0,
  }));
}

/** GET /beneficios-travel: each membership's paid share, the share asked, why not (if so), and the RCI affiliation. */
export async function travelBenefitsHome(
  deps: AppDeps,
  session: SessionContext,
  lang: Language,
): Promise<TravelBenefits> {
  const today = businessDateOf(deps.clock.now());
  const [memberships, held, passes] = await Promise.all([
    membershipsOf(deps.db, session.userId, today),
    travelBenefitsOf(deps.db, session.userId),
    seasonPassesBoughtOn(deps.db, session.userId),
  ]);
  // Spec §9 puts the travel/land discount among a season pass's benefits: the person's, not a membership's.
  const landDiscount = travelLandDiscountOn(passes, today);
  const heldOf = new Map(held.map((h) => [h.productId, h]));
  return {
    benefits: memberships.map((m) => {
      const refusal = travelBenefitRefusal(m);
      const rci = heldOf.get(m.product.id);
      return {
        productId: m.product.id,
        membership: m.product.description,
        paidPercent: m.paidPercent,
        requiredPercent: TRAVEL_BENEFIT_MIN_PAID_PERCENT,
        refusal: refusal
          ? {
              key: refusal,
              message: translate(lang, refusal, { paid: m.paidPercent, required: TRAVEL_BENEFIT_MIN_PAID_PERCENT }),
            }
          : null,
        rci: rci ? { code: rci.rciCode, validUntil: rci.expiresOn, current: rci.expiresOn >= today } : null,
        feeCents: RCI_AFFILIATION_FEE_CENTS,
        landDiscount,
      };
    }),
    means: { card: deps.featureFlags.benefitByCard, qr: deps.featureFlags.benefitByQr },
  };
}

/** The caller's own membership that may buy the RCI affiliation (spec §6: the paid share, nothing overdue), or why not. */
async function eligibleMembership(tx: Tx, userId: number, productId: number, today: string) {
  const membership = (await membershipsOf(tx, userId, today)).find((m) => m.product.id === productId);
  if (!membership) throw new AppError('benefits.notMembership', 1, {}, { campo: 'idProducto' });
  const refusal = travelBenefitRefusal(membership);
  if (refusal)
    throw new AppError(refusal, 1, { paid: membership.paidPercent, required: TRAVEL_BENEFIT_MIN_PAID_PERCENT });
  return membership;
}

/**
 * POST /beneficios-travel/qr, inside runOnce: a QR for the RCI affiliation of the caller's own membership, when
 * the benefit may be paid by QR (spec §9 flag) and with the card path's eligibility. The bank's confirmation
 * settles it as the fee and enables the benefit (enableRciAffiliation, docs/decisions/0048).
 */
export async function issueTravelBenefitQr(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  productId: number,
): Promise<QrChargeIssued> {
  if (!deps.featureFlags.benefitByQr) throw new AppError('benefits.byQrOff');
  const now = deps.clock.now();
  const membership = await eligibleMembership(tx, session.userId, productId, businessDateOf(now));
  return createFeeQrCharge(tx, deps, {
    userId: session.userId,
    product: membership.product,
    fee: 'rci-affiliation',
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    now,
  });
}

/**
 * What the RCI affiliation gives once its money is in, in the transaction that settled it: the code (kept on a
 * renewal) and the expiry, extended from the later of today and the current expiry. Registered with the payments
 * as the fee's settler, so a QR confirmed by the bank enables the benefit as the card path does.
 */
export const enableRciAffiliation: FeeSettler = async (tx, _deps, { product, paymentId, userId, now }) => {
  await lockProductFees(tx, product.id);
  const held = await ownTravelBenefit(tx, userId, product.id);
  await saveTravelBenefit(tx, {
    productId: product.id,
    userId,
    rciCode: held?.rciCode ?? newRciCode(),
    expiresOn: coverAfterPayment(held?.expiresOn ?? null, businessDateOf(now), RCI_AFFILIATION_MONTHS),
    paymentId,
    activatedAt: now,
  });
};
registerFeeSettler('rci-affiliation', enableRciAffiliation);

/**
 * POST /beneficios-travel/pagar, inside runOnce: the RCI affiliation of the caller's own membership,
 * by card (spec §9: benefit by card on, by QR off), only with the paid share and no instalment past due
 * (spec §6). The first payment gives the RCI code; a renewal extends its expiry.
 */
export async function payTravelBenefit(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  input: ProductFeeInput,
  attempt: CardAttempt,
): Promise<RciPaid> {
  if (!deps.featureFlags.benefitByCard) throw new AppError('benefits.byCardOff');
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const membership = await eligibleMembership(tx, session.userId, input.productId, today);
  await lockProductFees(tx, membership.product.id);
  const held = await ownTravelBenefit(tx, session.userId, membership.product.id);
  const until = coverAfterPayment(held?.expiresOn ?? null, today, RCI_AFFILIATION_MONTHS);
  const charged = await takeCardCharge(tx, deps, {
    payerUserId: session.userId,
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    currency: membership.product.currency,
    now,
    card: input.card,
    attempt,
  });
  const paid = await recordFeePayment(tx, deps, {
    product: membership.product,
    fee: 'rci-affiliation',
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    now,
    ownerDocumentNumber: session.documentNumber,
    payerUserId: session.userId,
    charged,
  });
  const code = held?.rciCode ?? newRciCode();
  await saveTravelBenefit(tx, {
    productId: membership.product.id,
    userId: session.userId,
    rciCode: code,
    expiresOn: until,
    paymentId: paid.paymentId,
    activatedAt: now,
  });
  return {
    paymentId: paid.paymentId,
    receiptNumber: paid.receiptNumber,
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    validUntil: until,
    rciCode: code,
  };
}
