import type { AccreditationCard, CardCheck } from '@vo/domain/benefits/accreditation.wire';
import { type CardState, cardState, coverAfterPayment, productOfCardNumber } from '@vo/domain/benefits/benefit.rules';
import {
  ACCREDITATION_FEE_CENTS,
  ACCREDITATION_MONTHS_PER_FEE,
  CARD_PRODUCT_KINDS,
} from '@vo/domain/benefits/benefit-config';
import type { FeePaid, ProductFeeInput } from '@vo/domain/benefits/benefits.wire';
import { COMPANY_BRANDS, type Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { type CardAttempt, recordFeePayment, takeCardCharge } from '../payments/index.ts';
import { keptProductsWithDebt, productsWithDebtOf, requireOwnProduct } from '../products/index.ts';
import { cardByNumber, cardsOf, ensureCards, lockProductFees, ownCard, setCardValidUntil } from './benefits.repo.ts';
import { cardNumberFromQr, signedCardQr } from './card-qr.ts';

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
): Promise<AccreditationCard[]> {
  const now = deps.clock.now();
  const today = businessDateOf(now);
  await ensureCards(deps.db, session.userId, now);
  const [rows, owned] = await Promise.all([
    cardsOf(deps.db, session.userId),
    productsWithDebtOf(deps.db, session.userId, today),
  ]);
  const productOf = new Map(owned.map((o) => [o.product.id, o]));
  const cards: AccreditationCard[] = [];
  for (const row of rows) {
    const owner = productOf.get(row.card.productId);
    if (!owner) continue;
    const cardBrand = COMPANY_BRANDS[owner.product.companyId] ?? '';
    if (brand && cardBrand !== brand) continue;
    const hasOverdue = owner.debt.overdueCount > 0;
    const state = cardState({ validUntil: row.card.validUntil, hasOverdue }, today);
    const reason = reasonOf(state, row.card, hasOverdue);
    const qr = state === 'enabled' ? await signedCardQr(deps.jwtSecret, row.card.number, now) : null;
    cards.push({
      productId: owner.product.id,
      number: row.card.number,
      brand: cardBrand,
      company: owner.product.companyName,
      membership: owner.product.description,
      isMembership: owner.product.kind === 'membership',
      holder: { name: row.holder, documentNumber: row.document },
      validUntil: row.card.validUntil,
      state,
      reason: reason ? translate(lang, reason) : null,
      qr,
      feeCents: ACCREDITATION_FEE_CENTS,
    });
  }
  return cards;
}

/**
 * The card a scanned QR names, kept until a statement touches its row (announced "cards:<product>", the
 * product its number names) or a holder's name changes (docs/decisions/0067). A card not found is kept too:
 * its insertion is announced like any change.
 */
function keptGateCard(deps: AppDeps, number: string) {
  const productId = productOfCardNumber(number);
  if (productId === null) return Promise.resolve(null);
  return keptRead(deps, 'gateCard', [`cards:${productId}`, 'names'], number, () => cardByNumber(deps.db, number));
}

/**
 * POST /carnet/verificar: what the park gate reads from a scanned QR. A QR that is not ours, altered or
 * out of date is refused; a real one answers the card's state now (a card disabled since the QR was
 * made does not open the gate). When nothing changed since the last scan of the card, no statement runs:
 * the card and its holder's products are both kept until the database announces a change (0062, 0067).
 */
export async function checkCard(deps: AppDeps, code: string): Promise<CardCheck> {
  const now = deps.clock.now();
  const number = cardNumberFromQr(deps.jwtSecret, code, now);
  const card = number ? await keptGateCard(deps, number) : null;
  if (!card) throw new AppError('benefits.qrInvalid', 1, {}, { campo: 'codigo' });
  const today = businessDateOf(now);
  // The holder's products as My products keeps them (docs/decisions/0062): a payment that clears the overdue
  // instalment is announced and forgotten before its answer, so the gate opens at once.
  const owned = await keptProductsWithDebt(deps, card.userId, today);
  const product = owned.find((o) => o.product.id === card.productId);
  // A card is its holder's product's: one whose product is not (or no longer) the holder's opens nothing.
  if (!product) throw new AppError('benefits.qrInvalid', 1, {}, { campo: 'codigo' });
  const state = cardState({ validUntil: card.validUntil, hasOverdue: product.debt.overdueCount > 0 }, today);
  return {
    admit: state === 'enabled',
    state,
    holder: card.holder,
    membership: product.product.description,
    validUntil: card.validUntil,
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
  input: ProductFeeInput,
  attempt: CardAttempt,
): Promise<FeePaid> {
  const product = await requireOwnProduct(tx, session.userId, input.productId);
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
    card: input.card,
    attempt,
  });
  const paid = await recordFeePayment(tx, deps, {
    product,
    fee: 'accreditation',
    amountCents: ACCREDITATION_FEE_CENTS,
    now,
    ownerDocumentNumber: session.documentNumber,
    payerUserId: session.userId,
    charged,
  });
  await setCardValidUntil(tx, card.id, until);
  return {
    paymentId: paid.paymentId,
    receiptNumber: paid.receiptNumber,
    amountCents: ACCREDITATION_FEE_CENTS,
    validUntil: until,
  };
}
