import {
  SEASON_PASS_COMPANY_ID,
  SEASON_PASS_DISCOUNTS,
  type SeasonPassType,
} from '@vo/domain/catalogue/catalogue-config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import {
  type PassPrereservation,
  passTypeOf,
  passTypeOpen,
  type SeasonPassTypeWire,
} from '@vo/domain/season-passes/season-pass.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { admitAnother, buyerName, checkBuyer, recordPrereservation } from '../prereservations/prereservation-core.ts';
import { passPrice, passPrices, takePass } from '../prereservations/prereservations.repo.ts';

function requireType(code: string) {
  const type = passTypeOf(code);
  if (!type) throw new AppError('seasonPasses.typeNotFound', 1, {}, { campo: 'tipoAbono' });
  return type;
}

/** GET /abonos/tipo?tipoAbono=: a pass type's prices with what is left of each, and its benefits (spec §9). */
export async function passType(deps: AppDeps, code: string): Promise<SeasonPassTypeWire> {
  const type = requireType(code);
  const prices = await passPrices(deps.db, type.code);
  return {
    tipoAbono: type.code,
    abierto: passTypeOpen(type.code, businessDateOf(deps.clock.now())),
    pasesParque: type.parkPasses,
    descuentoSpa: SEASON_PASS_DISCOUNTS.spaPercent,
    descuentoHospitalizacion: SEASON_PASS_DISCOUNTS.hospitalisationPercent,
    precios: prices.map((p) => ({ idPrecio: p.id, opcion: p.option, precio: dec(p.priceCents), disponibles: p.stock })),
  };
}

/**
 * POST /prereservas/abono, inside runOnce: one pass of the chosen price is taken off the stock in one
 * statement (the last pass goes to one adviser only); none left is spec §8's "no stock" and writes nothing.
 */
export async function prereservePass(tx: Tx, deps: AppDeps, session: SessionContext, request: PassPrereservation) {
  const type = requireType(request.tipoAbono);
  if (!passTypeOpen(type.code as SeasonPassType, businessDateOf(deps.clock.now())))
    throw new AppError('seasonPasses.renewalClosed', 1, {}, { campo: 'tipoAbono' });
  if (!(await passPrice(tx, request.idPrecio, type.code)))
    throw new AppError('seasonPasses.priceRequired', 1, {}, { campo: 'idPrecio' });
  await checkBuyer(tx, deps, request.cliente);
  await admitAnother(tx, session);
  const taken = await takePass(tx, request.idPrecio, type.code);
  if (!taken) throw new AppError('seasonPasses.noStock', 1, {}, { campo: 'idPrecio' });
  const row = await recordPrereservation(
    tx,
    deps,
    session,
    request.cliente,
    { formaPago: 'contado', cuotaInicial: null, plazo: null },
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
    params: { name: buyerName(request.cliente) },
    data: { idPrereserva: row.id, estado: 'prereservado' as const, disponibles: taken.stock },
  };
}
