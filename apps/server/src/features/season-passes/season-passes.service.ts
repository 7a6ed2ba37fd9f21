import {
  SEASON_PASS_COMPANY_ID,
  SEASON_PASS_DISCOUNTS,
  type SeasonPassType,
} from '@vo/domain/catalogue/catalogue-config';
import { seasonPassSaleTerms } from '@vo/domain/catalogue/sale-terms.rules';
import { passTypeOf, passTypeOpen } from '@vo/domain/season-passes/season-pass.rules';
import type {
  PassPrereserved,
  passPrereservationRequest,
  SeasonPassOffer,
} from '@vo/domain/season-passes/season-passes.wire';
import { businessDateOf } from '@vo/domain/time';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  admitAnother,
  buyerName,
  checkBuyer,
  checkSaleTerms,
  passPrice,
  passPrices,
  recordPrereservation,
  takePass,
} from '../prereservations/index.ts';

function requireType(code: string) {
  const type = passTypeOf(code);
  if (!type) throw new AppError('seasonPasses.typeNotFound', 1, {}, { campo: 'tipoAbono' });
  return type;
}

/** GET /abonos/tipo?tipoAbono=: a pass type's prices with what is left of each, and its benefits (spec §9). */
export async function passType(deps: AppDeps, code: string): Promise<SeasonPassOffer> {
  const type = requireType(code);
  const prices = await passPrices(deps.db, type.code);
  checkSaleTerms(seasonPassSaleTerms(prices.length), 'cash', 'tipoAbono');
  return {
    passType: type.code,
    open: passTypeOpen(type.code, businessDateOf(deps.clock.now())),
    parkPasses: type.parkPasses,
    spaDiscountPercent: SEASON_PASS_DISCOUNTS.spaPercent,
    hospitalisationDiscountPercent: SEASON_PASS_DISCOUNTS.hospitalisationPercent,
    prices: prices.map((p) => ({ id: p.id, option: p.option, priceCents: p.priceCents, left: p.stock })),
  };
}

/**
 * POST /prereservas/abono, inside runOnce: one pass of the chosen price is taken off the stock in one
 * statement (the last pass goes to one adviser only); none left is spec §8's "no stock" and writes nothing.
 */
export async function prereservePass(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof passPrereservationRequest>,
): Promise<PassPrereserved & { buyerName: string }> {
  const type = requireType(request.passType);
  if (!passTypeOpen(type.code as SeasonPassType, businessDateOf(deps.clock.now())))
    throw new AppError('seasonPasses.renewalClosed', 1, {}, { campo: 'tipoAbono' });
  // Spec §8: a type with no prices set up is not configured for sale, whatever price is sent.
  checkSaleTerms(seasonPassSaleTerms((await passPrices(tx, type.code)).length), 'cash', 'tipoAbono');
  if (!(await passPrice(tx, request.priceId, type.code)))
    throw new AppError('seasonPasses.priceRequired', 1, {}, { campo: 'idPrecio' });
  await checkBuyer(tx, deps, request.buyer);
  await admitAnother(tx, session, deps.limits.maxPendingPrereservations);
  const taken = await takePass(tx, request.priceId, type.code);
  if (!taken) throw new AppError('seasonPasses.noStock', 1, {}, { campo: 'idPrecio' });
  const row = await recordPrereservation(
    tx,
    deps,
    session,
    request.buyer,
    { paymentKind: 'cash', initialCents: null, termMonths: null, discount: null, house: null },
    {
      kind: 'season_pass',
      productCode: type.code,
      passPriceId: taken.id,
      description: `Abono ${type.code} · ${taken.option}`,
      priceCents: taken.priceCents,
      currency: 'USD',
      companyId: SEASON_PASS_COMPANY_ID,
    },
  );
  return {
    prereservationId: row.id,
    state: 'prereserved',
    passesLeft: taken.stock,
    buyerName: buyerName(request.buyer),
  };
}
