import { randomInt } from 'node:crypto';
import {
  coverAfterPayment,
  landDiscountUntil,
  paidPercent,
  travelBenefitRefusal,
} from '@vo/domain/benefits/benefit.rules';
import type { FeePaymentWire, ProductFeeRequest, TravelBenefitsWire } from '@vo/domain/benefits/benefit.schemas';
import {
  RCI_AFFILIATION_FEE_CENTS,
  RCI_AFFILIATION_MONTHS,
  TRAVEL_BENEFIT_MIN_PAID_PERCENT,
  TRAVEL_LAND_DISCOUNT_PERCENT,
} from '@vo/domain/benefits/benefit-config';
import { DEFAULT_FEATURE_FLAGS, type Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { takeCardCharge } from '../payments/card-payment.service.ts';
import { recordFeePayment } from '../payments/settlement.ts';
import { productsWithDebtOf } from '../products/products.repo.ts';
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
): Promise<TravelBenefitsWire> {
  const today = businessDateOf(deps.clock.now());
  const [memberships, held] = await Promise.all([
    membershipsOf(deps.db, session.userId, today),
    travelBenefitsOf(deps.db, session.userId),
  ]);
  const heldOf = new Map(held.map((h) => [h.productId, h]));
  return {
    beneficios: memberships.map((m) => {
      const refusal = travelBenefitRefusal(m);
      const rci = heldOf.get(m.product.id);
      const bought = businessDateOf(m.product.createdAt);
      return {
        idProducto: m.product.id,
        membresia: m.product.description,
        porcentajePagado: m.paidPercent,
        porcentajeRequerido: TRAVEL_BENEFIT_MIN_PAID_PERCENT,
        impedimento: refusal
          ? {
              codigo: refusal,
              mensaje: translate(lang, refusal, { paid: m.paidPercent, required: TRAVEL_BENEFIT_MIN_PAID_PERCENT }),
            }
          : null,
        rci: rci ? { codigo: rci.rciCode, vence: rci.expiresOn, vigente: rci.expiresOn >= today } : null,
        cuota: dec(RCI_AFFILIATION_FEE_CENTS),
        descuentoTierra: {
          porcentaje: TRAVEL_LAND_DISCOUNT_PERCENT,
          hasta: landDiscountUntil(bought),
        },
      };
    }),
    medios: { tarjeta: DEFAULT_FEATURE_FLAGS.benefitByCard, qr: DEFAULT_FEATURE_FLAGS.benefitByQr },
  };
}

/**
 * POST /beneficios-travel/pagar, inside runOnce: the RCI affiliation of the caller's own membership,
 * by card (spec §9: benefit by card on, by QR off), only with the paid share and no instalment past due
 * (spec §6). The first payment gives the RCI code; a renewal extends its expiry.
 */
export async function payTravelBenefit(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: ProductFeeRequest,
  onCharged: (reference: string) => void,
): Promise<FeePaymentWire & { codigoRci: string }> {
  if (!DEFAULT_FEATURE_FLAGS.benefitByCard) throw new AppError('benefits.byCardOff');
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const membership = (await membershipsOf(tx, session.userId, today)).find((m) => m.product.id === request.idProducto);
  if (!membership) throw new AppError('benefits.notMembership', 1, {}, { campo: 'idProducto' });
  const refusal = travelBenefitRefusal(membership);
  if (refusal)
    throw new AppError(refusal, 1, { paid: membership.paidPercent, required: TRAVEL_BENEFIT_MIN_PAID_PERCENT });
  await lockProductFees(tx, membership.product.id);
  const held = await ownTravelBenefit(tx, session.userId, membership.product.id);
  const until = coverAfterPayment(held?.expiresOn ?? null, today, RCI_AFFILIATION_MONTHS);
  const charged = await takeCardCharge(tx, deps, {
    payerUserId: session.userId,
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    currency: membership.product.currency,
    now,
    card: request,
    onCharged,
  });
  const paid = await recordFeePayment(tx, {
    product: membership.product,
    fee: 'rci-affiliation',
    amountCents: RCI_AFFILIATION_FEE_CENTS,
    now,
    ownerCi: session.ci,
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
    idPago: paid.paymentId,
    nroRecibo: paid.receiptNumber,
    monto: dec(RCI_AFFILIATION_FEE_CENTS),
    vence: until,
    codigoRci: code,
  };
}
