import { ADULT_AGE_YEARS, MAX_PENDING_PRERESERVATIONS } from '@vo/domain/config';
import type { CustomerData } from '@vo/domain/prereservations/customer-data.schemas';
import { isAdult, mayPrereserveAnother } from '@vo/domain/prereservations/prereservation.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Executor, Tx } from '../../db/client.ts';
import type { prereservations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserIdByDocument } from '../../platform/people.repo.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { cityInCountry, insertPrereservation, lockAdviser, pendingCount, recordStep } from './prereservations.repo.ts';

/** What is stored of the plan chosen. */
export interface ChosenPlan {
  formaPago: 'contado' | 'credito';
  cuotaInicial: string | null;
  plazo: number | null;
}

const CUSTOMER_FIELD = (name: string) => ({ campo: `cliente.${name}` });

/**
 * The checks of the buyer (spec §5) that need the database or today's date; the schema checked the rest:
 * a real birth date, not in the future, of an adult, and a city of the country of residence.
 */
export async function checkBuyer(db: Executor, deps: AppDeps, buyer: CustomerData): Promise<void> {
  const today = businessDateOf(deps.clock.now());
  const birth = new Date(`${buyer.fechaNacimiento}T00:00:00Z`);
  const real = !Number.isNaN(birth.getTime()) && birth.toISOString().slice(0, 10) === buyer.fechaNacimiento;
  if (!real || buyer.fechaNacimiento > today)
    throw new AppError('prereservations.birthDateRequired', 1, {}, CUSTOMER_FIELD('fechaNacimiento'));
  if (!isAdult(buyer.fechaNacimiento, today))
    throw new AppError('prereservations.underAge', 1, { adultAge: ADULT_AGE_YEARS }, CUSTOMER_FIELD('fechaNacimiento'));
  if (!(await cityInCountry(db, buyer.ciudadResidencia, buyer.paisResidencia)))
    throw new AppError('prereservations.cityRequired', 1, {}, CUSTOMER_FIELD('ciudadResidencia'));
}

export const buyerName = (c: CustomerData) =>
  [c.nombres, c.apellidoPaterno, c.apellidoMaterno].filter(Boolean).join(' ');

/**
 * Takes the adviser's own lock for the rest of the transaction (so the count of pending ones stays exact
 * when several are sent at once) and refuses a sixth pending pre-reservation (spec §5/§9).
 */
export async function admitAnother(tx: Tx, session: SessionContext): Promise<void> {
  await lockAdviser(tx, session.userId);
  if (!mayPrereserveAnother(await pendingCount(tx, session.userId)))
    throw new AppError('prereservations.tooMany', 1, { maxPending: MAX_PENDING_PRERESERVATIONS });
}

type Item = Pick<
  typeof prereservations.$inferInsert,
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
  buyer: CustomerData,
  plan: ChosenPlan,
  item: Item,
) {
  const now = deps.clock.now();
  const row = await insertPrereservation(tx, {
    ...item,
    adviserUserId: session.userId,
    customerDocument: buyer.nroDocumento,
    customerName: buyerName(buyer),
    customerData: buyer,
    customerUserId: await findUserIdByDocument(tx, buyer.nroDocumento),
    plan,
    state: 'prereserved',
    createdAt: now,
    updatedAt: now,
  });
  await recordStep(tx, row.id, 'prereserve', session.userId, now);
  return row;
}
