import type { MembershipCode } from '@vo/domain/catalogue/catalogue-config';
import { DEFAULT_FEATURE_FLAGS, type MembershipPage } from '@vo/domain/config';
import type { MessageParams } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import {
  beneficiaryCountFits,
  beneficiaryRange,
  type MembershipOffer,
  offerOf,
  offersOn,
  offerValueCents,
  pageEnabled,
  twoForOneApplies,
} from '@vo/domain/memberships/membership.rules';
import type {
  MembershipBatch,
  MembershipChoice,
  MembershipOfferWire,
  MembershipSimulation,
} from '@vo/domain/memberships/membership.schemas';
import { centsToDecimalString as dec } from '@vo/domain/money';
import { businessDateOf } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { planWire } from '../../platform/plan-simulation.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { admitAnother, checkBuyer, recordPrereservation } from '../prereservations/prereservation-core.ts';
import { chosenPlan, creditPlan } from '../prereservations/prereservations.service.ts';

const flags = DEFAULT_FEATURE_FLAGS;

/** GET /membresias/ofertas?pagina=: what /membresias, /travel-bolivia or /membresia-internacional offers. */
export function offers(deps: AppDeps, page: MembershipPage): MembershipOfferWire[] {
  if (!pageEnabled(page, flags)) throw new AppError('memberships.pageNotFound');
  const today = businessDateOf(deps.clock.now());
  return offersOn(page).map((offer) => ({
    codigo: offer.code,
    nombre: offer.name,
    precio: dec(offer.priceCents),
    moneda: 'USD',
    porBeneficiario: beneficiaryRange(offer) !== null,
    beneficiarios: beneficiaryRange(offer),
    dosPorUno: twoForOneApplies(offer.code, 'contado', today),
  }));
}

/** The offer a choice names, on a page whose flag is on, with a count of beneficiaries it takes (spec §5). */
function checkedChoice(choice: MembershipChoice): { offer: MembershipOffer; valueCents: bigint } {
  const offer = offerOf(choice.codigo);
  if (!offer || !pageEnabled(offer.page, flags))
    throw new AppError('memberships.unknownCode', 1, {}, { campo: 'codigo' });
  const count = choice.beneficiarios.length;
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

/** POST /membresias/simular: the contract in cash, or the payment plan on credit (spec §2 /membresias). */
export function simulateMembership(deps: AppDeps, choice: MembershipChoice): MembershipSimulation {
  const { offer, valueCents } = checkedChoice(choice);
  const credit = creditPlan(valueCents, choice, true);
  return {
    codigo: offer.code,
    nombre: offer.name,
    formaPago: choice.formaPago,
    valor: dec(valueCents),
    credito: credit ? planWire(credit.input, credit.simulation) : null,
    dosPorUno: twoForOneApplies(offer.code as MembershipCode, choice.formaPago, businessDateOf(deps.clock.now())),
  };
}

export type BatchLineOutcome =
  | { linea: number; codigo: string; idPrereserva: number }
  | { linea: number; codigo: string; key: MessageKey; params: MessageParams; campo?: string };

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
  batch: MembershipBatch,
): Promise<BatchLineOutcome[]> {
  await checkBuyer(tx, deps, batch.cliente);
  const outcomes: BatchLineOutcome[] = [];
  for (const [index, choice] of batch.membresias.entries()) {
    const linea = index + 1;
    try {
      const id = await tx.transaction(async (line) => {
        await admitAnother(line, session);
        const { offer, valueCents } = checkedChoice(choice);
        const credit = creditPlan(valueCents, choice, true);
        const row = await recordPrereservation(
          line,
          deps,
          session,
          batch.cliente,
          chosenPlan(choice.formaPago, credit),
          {
            kind: 'membership',
            productCode: offer.code,
            description:
              choice.beneficiarios.length > 0 ? `${offer.name} (${choice.beneficiarios.length})` : offer.name,
            priceCents: valueCents,
            currency: 'USD',
            companyId: offer.companyId,
            beneficiaries: choice.beneficiarios.length > 0 ? choice.beneficiarios : null,
          },
        );
        return row.id;
      });
      outcomes.push({ linea, codigo: choice.codigo, idPrereserva: id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const campo = (error.data as { campo?: string } | undefined)?.campo;
      outcomes.push({
        linea,
        codigo: choice.codigo,
        key: error.key,
        params: error.params,
        ...(campo ? { campo } : {}),
      });
    }
  }
  return outcomes;
}
