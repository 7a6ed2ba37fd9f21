import { type SaleTerms, saleTermsRefusal } from '@vo/domain/catalogue/sale-terms.rules';
import type { PaymentKind } from '@vo/domain/prereservations/plan-choice.wire';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { isLandButtonRestricted } from '../catalogue/index.ts';

/*
 * The rules every step of a sale asks (spec §6, §8; docs/decisions/0028, 0046), in one place: the pre-reservation,
 * its reservation and its purchase ask the same questions, so a person restricted or a product unconfigured
 * since the pre-reservation is refused at the next step too.
 */

/** Spec §8: what is not configured for sale, or has no credit plan for a credit sale, is refused. */
export function checkSaleTerms(terms: SaleTerms, paymentKind: PaymentKind, field = 'idLote'): void {
  const refusal = saleTermsRefusal(terms, paymentKind);
  if (refusal)
    throw new AppError(refusal, 1, {}, { campo: refusal === 'catalogue.noConfiguration' ? field : 'formaPago' });
}

/** Spec §6: the people on the land button's restricted list neither pre-reserve, reserve nor buy lots. */
export function checkLandButton(deps: AppDeps, session: SessionContext, kind: string): void {
  if (kind === 'lot' && isLandButtonRestricted(deps.limits, session.documentNumber))
    throw new AppError('prereservations.landRestricted', 1);
}
