import { membershipSaleTerms, type SaleTerms } from '@vo/domain/catalogue/sale-terms.rules';
import { offerOf } from '@vo/domain/memberships/membership.rules';
import {
  nextState,
  type PrereservationState,
  type PrereservationStep,
} from '@vo/domain/prereservations/prereservation.rules';
import type { PrereservationStepDone } from '@vo/domain/prereservations/prereservations.wire';
import { companyOfSale, type SoldItem, whatAPurchaseLeaves } from '@vo/domain/products/purchase-leaves.rules';
import { passTypeOf } from '@vo/domain/season-passes/season-pass.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { refreshProjectTotals, saleTermsOf } from '../catalogue/index.ts';
import { recordSale } from '../incentives/index.ts';
import { hasOverdueInstalments, writeBoughtProduct } from '../products/index.ts';
import { returnPass } from './pass-stock.repo.ts';
import { confirmToBuyer, prereservationNumber } from './prereservation-confirmation.ts';
import {
  lockPrereservation,
  ownPrereservation,
  type PrereservationFacts,
  recordStep,
  setPrereservationState,
} from './prereservation-rows.repo.ts';
import { createCustomer, lockLot, setLotState } from './prereservations.repo.ts';
import { checkLandButton, checkSaleTerms } from './sale-checks.ts';

/** A step done, with what it was about: the answer names the product and its buyer. */
export type StepOutcome = PrereservationStepDone & { product: string; buyerName: string };

/** A step on one of the adviser's own pre-reservations; another adviser's answers like a missing one. */
async function stepOn(tx: Tx, session: SessionContext, prereservationId: number, step: PrereservationStep) {
  const row = await ownPrereservation(tx, session.userId, prereservationId);
  if (!row) throw new AppError('prereservations.notFound', 1, {}, { campo: 'idPrereserva' });
  const next = nextState(row.state as PrereservationState, step);
  if (!next) throw new AppError('prereservations.stepNotAllowed');
  return { row, next };
}

/** POST /prereservas/liberar: the pre-reservation ends and what it held is for sale again (a lot, a pass). */
export async function release(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  prereservationId: number,
): Promise<StepOutcome> {
  const { row, next } = await stepOn(tx, session, prereservationId, 'release');
  return releaseHeld(tx, deps, row, next, session.userId);
}

/**
 * The back office's release of an abandoned pre-reservation (docs/decisions/0038): the same release as the adviser's,
 * on anyone's. The step is recorded under the adviser who held it (the steps name portal people); the staff
 * member who released it is in the audit trail with their reason.
 */
export async function releaseAbandoned(tx: Tx, deps: AppDeps, prereservationId: number) {
  const row = await lockPrereservation(tx, prereservationId);
  if (!row) throw new AppError('prereservations.notFound', 1, {}, { campo: 'idPrereserva' });
  const next = nextState(row.state as PrereservationState, 'release');
  if (!next) throw new AppError('prereservations.stepNotAllowed', 1, {}, { campo: 'idPrereserva' });
  return { ...(await releaseHeld(tx, deps, row, next, row.adviserUserId)), adviserUserId: row.adviserUserId };
}

async function releaseHeld(
  tx: Tx,
  deps: AppDeps,
  row: {
    id: number;
    lotId: number | null;
    passPriceId: number | null;
    description: string;
    customer: { name: string };
  },
  next: PrereservationState,
  byUserId: number,
): Promise<StepOutcome> {
  const now = deps.clock.now();
  await setPrereservationState(tx, row.id, next, now);
  if (row.lotId !== null) {
    const held = await lockLot(tx, row.lotId);
    await setLotState(tx, row.lotId, 'free');
    if (held) await refreshProjectTotals(tx, held.lot.projectId);
  }
  if (row.passPriceId !== null) await returnPass(tx, row.passPriceId);
  await recordStep(tx, row.id, 'release', byUserId, now);
  return { prereservationId: row.id, state: next, product: row.description, buyerName: row.customer.name };
}

/** POST /prereservas/reservar: spec §8 — a customer with overdue instalments may not reserve. */
export async function reserve(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  prereservationId: number,
): Promise<StepOutcome> {
  const { row, next } = await stepOn(tx, session, prereservationId, 'reserve');
  checkSold(deps, session, row, row.lotId === null ? null : await lockLot(tx, row.lotId));
  const customer = row.customerUserId ?? (await findUserIdByDocument(tx, row.customer.documentNumber));
  if (customer !== null && (await hasOverdueInstalments(tx, customer, businessDateOf(deps.clock.now()))))
    throw new AppError('prereservations.overdueCannotReserve');
  const now = deps.clock.now();
  await setPrereservationState(tx, row.id, next, now);
  await recordStep(tx, row.id, 'reserve', session.userId, now);
  await confirmToBuyer(tx, deps, 'reservation', { ...row, customerUserId: customer });
  return { prereservationId: row.id, state: next, product: row.description, buyerName: row.customer.name };
}

/** The sale terms of what a pre-reservation holds, by the rule of its kind (spec §8). */
function termsOfHeld(row: PrereservationFacts, held: { saleTerms: string } | null): SaleTerms {
  if (row.kind === 'lot') return held ? saleTermsOf(held.saleTerms) : 'unset';
  if (row.kind === 'membership') return membershipSaleTerms(offerOf(row.productCode ?? ''));
  return row.productCode && passTypeOf(row.productCode) ? 'cash-only' : 'unset';
}

/**
 * What the pre-reservation asked is asked again at each step (spec §6, §8): a person put on the land button's
 * restricted list, or a product no longer configured for sale, goes no further.
 */
function checkSold(
  deps: AppDeps,
  session: SessionContext,
  row: PrereservationFacts,
  held: { saleTerms: string } | null,
): void {
  checkLandButton(deps, session, row.kind);
  checkSaleTerms(termsOfHeld(row, held), row.plan.paymentKind, 'idPrereserva');
}

/**
 * POST /prereservas/comprar: the sale. The buyer gets an account if they had none (they set its password
 * through "forgot password"), joins the adviser's client network, and the sale counts in the network
 * totals and the race like any other. What was bought is theirs at once (docs/decisions/0046): the product
 * with its schedule, tickets, coupons and card; a lot is sold. All in this transaction.
 */
export async function purchase(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  prereservationId: number,
): Promise<StepOutcome> {
  const { row, next } = await stepOn(tx, session, prereservationId, 'purchase');
  const now = deps.clock.now();
  const today = businessDateOf(now);
  const held = row.lotId === null ? null : await lockLot(tx, row.lotId);
  checkSold(deps, session, row, held);
  const item = {
    kind: row.kind as SoldItem['kind'],
    isHouse: held?.projectKind === 'houses',
    productCode: row.productCode,
    priceCents: row.priceCents,
    plan: row.plan,
  };
  const companyId = companyOfSale(item, held?.companyId ?? null);
  if (companyId === null) throw new AppError('catalogue.noConfiguration', 1, {}, { campo: 'idPrereserva' });
  const customerUserId =
    row.customerUserId ??
    (await findUserIdByDocument(tx, row.customer.documentNumber)) ??
    (await createCustomer(tx, row, session.userId, today));
  const contractNumber = prereservationNumber(row.id);
  const productId = await writeBoughtProduct(
    tx,
    {
      userId: customerUserId,
      companyId,
      description: row.description,
      contractNumber,
      priceCents: row.priceCents,
      currency: row.currency,
      boughtAt: now,
    },
    whatAPurchaseLeaves(item, today),
  );
  const saleId = await recordSale(
    tx,
    {
      productId,
      adviserUserId: session.userId,
      customerUserId,
      companyId,
      description: row.description,
      contractNumber,
      paymentKind: row.plan.paymentKind,
      priceCents: row.priceCents,
      currency: row.currency,
      soldOn: today,
    },
    today.slice(0, 7),
  );
  await setPrereservationState(tx, row.id, next, now, saleId);
  if (held) {
    await setLotState(tx, held.lot.id, 'sold');
    await refreshProjectTotals(tx, held.lot.projectId);
  }
  await recordStep(tx, row.id, 'purchase', session.userId, now);
  await confirmToBuyer(tx, deps, 'purchase', { ...row, customerUserId });
  return { prereservationId: row.id, state: next, product: row.description, buyerName: row.customer.name };
}
