import type {
  LotPlanQuote,
  lotPlanRequest,
  PrereservationStepDone,
  prereservationRequest,
} from '@vo/domain/prereservations/prereservations.wire';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { lotWithProject, refreshProjectTotals, saleTermsOf } from '../catalogue/index.ts';
import { takeHeldLot } from './lot-holds.service.ts';
import { admitAnother, buyerName, checkBuyer, recordPrereservation } from './prereservation-core.ts';
import { lockLot, setLotState } from './prereservations.repo.ts';
import { agreedLotPlan, discountHeldBy, discountOfBuyer, type LotTerms, lotTerms } from './price-terms.ts';
import { checkLandButton, checkSaleTerms } from './sale-checks.ts';

const quoteOf = (paymentKind: LotPlanQuote['paymentKind'], currency: string, terms: LotTerms): LotPlanQuote => ({
  paymentKind,
  currency,
  listCents: terms.price.listCents,
  discount: terms.price.discount,
  priceCents: terms.price.priceCents,
  credit: terms.credit,
  house: terms.house,
});

/**
 * POST /lotes/simular: the price of a lot, cash or on credit, or of a house on its own terms (spec §2
 * /forma-pago/lote, §9). The discount shown is the caller's own: a customer holding a season pass sees it;
 * an adviser's buyer gets theirs when pre-reserved (docs/decisions/0024).
 */
export async function simulateLotPlan(
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof lotPlanRequest>,
): Promise<LotPlanQuote> {
  const found = await lotWithProject(deps.db, request.lotId);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  const today = businessDateOf(deps.clock.now());
  const { lot, project } = found;
  checkSaleTerms(saleTermsOf(project.saleTerms), request.plan.paymentKind);
  const discount = await discountHeldBy(deps.db, session.userId, today);
  const terms = lotTerms(
    { priceCents: lot.priceCents, isHouse: project.kind === 'houses', currency: project.currency },
    request.plan,
    discount,
    today,
  );
  return quoteOf(request.plan.paymentKind, project.currency, terms);
}

/**
 * POST /prereservas, inside runOnce: the lot is held for the buyer until the adviser reserves, sells or
 * releases it. The lot's row lock makes two advisers pressing at once take turns, and the second finds
 * it held (the partial unique index is the last word). The price kept is the buyer's, after their season
 * pass's discount; a house keeps its dues (spec §9). A refusal writes nothing.
 */
export async function prereserveLot(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof prereservationRequest>,
): Promise<PrereservationStepDone & { buyerName: string; isHouse: boolean }> {
  // Spec §6: the restricted users of the land button are refused here too, not only hidden the button.
  checkLandButton(deps, session, 'lot');
  await checkBuyer(tx, deps, request.buyer);
  await admitAnother(tx, session, deps.limits.maxPendingPrereservations);
  const held = await lockLot(tx, request.lotId);
  if (!held) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  if (held.lot.state !== 'free') throw new AppError('prereservations.lotNotFree', 1, {}, { campo: 'idLote' });
  // Another adviser's few minutes on the lot's plans come first (docs/decisions/0064); her own end here.
  await takeHeldLot(tx, deps, session, held.lot);
  checkSaleTerms(saleTermsOf(held.saleTerms), request.plan.paymentKind);
  const today = businessDateOf(deps.clock.now());
  const isHouse = held.projectKind === 'houses';
  const terms = lotTerms(
    { priceCents: held.lot.priceCents, isHouse, currency: held.currency },
    request.plan,
    await discountOfBuyer(tx, request.buyer.documentNumber, today),
    today,
  );
  const row = await recordPrereservation(tx, deps, session, request.buyer, agreedLotPlan(request.plan, terms), {
    kind: 'lot',
    lotId: held.lot.id,
    description: `${held.projectName} · ${held.lot.block}-${held.lot.number}`,
    priceCents: terms.price.priceCents,
    currency: held.currency,
    companyId: held.companyId,
  });
  await setLotState(tx, held.lot.id, 'held');
  await refreshProjectTotals(tx, held.lot.projectId);
  return { prereservationId: row.id, state: 'prereserved', buyerName: buyerName(request.buyer), isHouse };
}
