import { type CardState, cardState, coverAfterPayment } from '@vo/domain/benefits/benefit.rules';
import type {
  AccreditationCardWire,
  CardCheckWire,
  CardStateWire,
  FeePaymentWire,
  ProductFeeRequest,
} from '@vo/domain/benefits/benefit.schemas';
import {
  ACCREDITATION_FEE_CENTS,
  ACCREDITATION_MONTHS_PER_FEE,
  CARD_PRODUCT_KINDS,
} from '@vo/domain/benefits/benefit-config';
import { COMPANY_BRANDS, type Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOwnProduct } from '../../platform/own-product.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { takeCardCharge } from '../payments/card-payment.service.ts';
import { recordFeePayment } from '../payments/settlement.ts';
import { productsWithDebtOf } from '../products/products.repo.ts';
import { cardByNumber, cardsOf, ensureCards, lockProductFees, ownCard, setCardValidUntil } from './benefits.repo.ts';
import { cardNumberFromQr, signedCardQr } from './card-qr.ts';

const STATE_WIRE: Record<CardState, CardStateWire> = {
  enabled: 'habilitado',
  not_enabled: 'no_habilitado',
  expired: 'vencido',
};

/** Why a card is not enabled (spec §8 dictionary), for the holder to read. */
function reasonOf(state: CardState, card: { validUntil: string | null }, hasOverdue: boolean) {
  if (state === 'expired') return 'benefits.cardExpired' as const;
  if (state === 'enabled') return null;
  return card.validUntil === null
    ? ('benefits.cardNotPaid' as const)
    : hasOverdue
      ? ('benefits.cardOverdue' as const)
      : null;
}

/** GET /carnets?marca: the caller's cards (of one brand when asked), each with its state and, when enabled, a fresh QR. */
export async function cardsHome(
  deps: AppDeps,
  session: SessionContext,
  lang: Language,
  brand?: string,
): Promise<AccreditationCardWire[]> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  await ensureCards(deps.db, session.userId, now);
  const [rows, owned] = await Promise.all([
    cardsOf(deps.db, session.userId),
    productsWithDebtOf(deps.db, session.userId, today),
  ]);
  const productOf = new Map(owned.map((o) => [o.product.id, o]));
  const cards: AccreditationCardWire[] = [];
  for (const row of rows) {
    const owner = productOf.get(row.card.productId);
    if (!owner) continue;
    const marca = COMPANY_BRANDS[owner.product.companyId] ?? '';
    if (brand && marca !== brand) continue;
    const hasOverdue = owner.debt.overdueCount > 0;
    const state = cardState({ validUntil: row.card.validUntil, hasOverdue }, today);
    const reason = reasonOf(state, row.card, hasOverdue);
    const qr = state === 'enabled' ? await signedCardQr(deps.jwtSecret, row.card.number, now) : null;
    cards.push({
      idProducto: owner.product.id,
      numero: row.card.number,
      marca,
      empresa: owner.product.companyName,
      membresia: owner.product.description,
      esMembresia: owner.product.kind === 'membership',
      titular: row.holder,
      documento: row.document,
      vence: row.card.validUntil,
      estado: STATE_WIRE[state],
      motivo: reason ? translate(lang, reason) : null,
      qr: qr?.svg ?? null,
      qrCodigo: qr?.token ?? null,
      qrVence: qr?.expiresAt.toISOString() ?? null,
      cuota: dec(ACCREDITATION_FEE_CENTS),
    });
  }
  return cards;
}

/**
 * POST /carnet/verificar: what the park gate reads from a scanned QR. A QR that is not ours, altered or
 * out of date is refused; a real one answers the card's state now (a card disabled since the QR was
 * made does not open the gate).
 */
export async function checkCard(deps: AppDeps, code: string): Promise<CardCheckWire> {
  const now = deps.clock.now();
  const number = await cardNumberFromQr(deps.jwtSecret, code, now);
  const found = number ? await cardByNumber(deps.db, number) : null;
  if (!found) throw new AppError('benefits.qrInvalid', 1, {}, { campo: 'codigo' });
  const today = businessDateOf(now);
  const owned = await productsWithDebtOf(deps.db, found.card.userId, today);
  const hasOverdue = (owned.find((o) => o.product.id === found.card.productId)?.debt.overdueCount ?? 0) > 0;
  const state = cardState({ validUntil: found.card.validUntil, hasOverdue }, today);
  return {
    valido: state === 'enabled',
    estado: STATE_WIRE[state],
    titular: found.holder,
    membresia: found.description,
    vence: found.card.validUntil,
  };
}

/**
 * POST /carnet/pagar (spec §2 /acreditacion-{brand}/payme), inside runOnce: the yearly fee of the
 * caller's own card, by card; the cover starts after what is already paid. Charge, payment, ledger,
 * receipt and the new cover are one transaction.
 */
export async function payCardFee(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: ProductFeeRequest,
  onCharged: (reference: string) => void,
): Promise<FeePaymentWire> {
  const product = await requireOwnProduct(tx, session.userId, request.idProducto);
  if (!CARD_PRODUCT_KINDS.includes(product.kind)) {
    throw new AppError('benefits.noCard', 1, {}, { campo: 'idProducto' });
  }
  const now = deps.clock.now();
  await ensureCards(tx, session.userId, now);
  await lockProductFees(tx, product.id);
  const card = (await ownCard(tx, session.userId, product.id))!;
  const until = coverAfterPayment(card.validUntil, businessDateOf(now), ACCREDITATION_MONTHS_PER_FEE);
  const charged = await takeCardCharge(tx, deps, {
    payerUserId: session.userId,
    amountCents: ACCREDITATION_FEE_CENTS,
    currency: product.currency,
    now,
    card: request,
    onCharged,
  });
  const paid = await recordFeePayment(tx, {
    product,
    fee: 'accreditation',
    amountCents: ACCREDITATION_FEE_CENTS,
    now,
    ownerCi: session.ci,
    payerUserId: session.userId,
    charged,
  });
  await setCardValidUntil(tx, card.id, until);
  return { idPago: paid.paymentId, nroRecibo: paid.receiptNumber, monto: dec(ACCREDITATION_FEE_CENTS), vence: until };
}
