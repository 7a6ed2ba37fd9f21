import { type Buyer, buyerField } from '@vo/domain/prereservations/buyer.wire';
import type { AgreedPlan } from '@vo/domain/prereservations/plan-choice.wire';
import { isAdult, mayPrereserveAnother } from '@vo/domain/prereservations/prereservation.rules';
import { ADULT_AGE_YEARS } from '@vo/domain/prereservations/prereservation-config';
import { businessDateOf, isRealCalendarDate } from '@vo/domain/time';
import type { Executor, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { confirmToBuyer } from './prereservation-confirmation.ts';
import { insertPrereservation, type NewPrereservation, recordStep } from './prereservation-rows.repo.ts';
import { cityInCountry, lockAdviser, pendingCount } from './prereservations.repo.ts';

/**
 * The checks of the buyer (spec §5) that need the database or today's date; the schema checked the rest:
 * a real birth date, not in the future, of an adult, and a city of the country of residence.
 */
export async function checkBuyer(db: Executor, deps: AppDeps, buyer: Buyer): Promise<void> {
  const today = businessDateOf(deps.clock.now());
  if (!isRealCalendarDate(buyer.birthDate) || buyer.birthDate > today)
    throw new AppError('prereservations.birthDateInvalid', 1, {}, { campo: buyerField('birthDate') });
  if (!isAdult(buyer.birthDate, today))
    throw new AppError(
      'prereservations.underAge',
      1,
      { adultAge: ADULT_AGE_YEARS },
      { campo: buyerField('birthDate') },
    );
  if (!(await cityInCountry(db, buyer.cityId, buyer.countryId)))
    throw new AppError('prereservations.cityRequired', 1, {}, { campo: buyerField('cityId') });
}

export const buyerName = (b: Buyer) => [b.firstNames, b.paternalSurname, b.maternalSurname].filter(Boolean).join(' ');

/**
 * Takes the adviser's own lock for the rest of the transaction (so the count of pending ones stays exact
 * when several are sent at once) and refuses a sixth pending pre-reservation (spec §5/§9).
 */
export async function admitAnother(tx: Tx, session: SessionContext, maxPending: number): Promise<void> {
  await lockAdviser(tx, session.userId);
  if (!mayPrereserveAnother(await pendingCount(tx, session.userId), maxPending))
    throw new AppError('prereservations.tooMany', 1, { maxPending });
}

/** What is pre-reserved: a lot, a membership or a season pass, with its price. */
export type PrereservedItem = Pick<
  NewPrereservation,
  | 'kind'
  | 'lotId'
  | 'productCode'
  | 'passPriceId'
  | 'description'
  | 'priceCents'
  | 'currency'
  | 'companyId'
  | 'beneficiaries'
>;

/** Writes a pre-reservation of `item` for the buyer, with its first step; the caller holds what it takes. */
export async function recordPrereservation(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  buyer: Buyer,
  plan: AgreedPlan,
  item: PrereservedItem,
) {
  const now = deps.clock.now();
  const customerUserId = await findUserIdByDocument(tx, buyer.documentNumber);
  const row = await insertPrereservation(tx, {
    ...item,
    adviserUserId: session.userId,
    buyer,
    customerName: buyerName(buyer),
    customerUserId,
    plan,
    createdAt: now,
  });
  await recordStep(tx, row.id, 'prereserve', session.userId, now);
  await confirmToBuyer(tx, deps, 'prereservation', { ...item, id: row.id, customerUserId, buyer });
  return row;
}
