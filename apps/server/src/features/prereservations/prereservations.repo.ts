import { FALLBACK_LANGUAGE } from '@vo/domain/config';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  countries,
  lots,
  preferences,
  prereservations,
  projects,
  sales,
  users,
} from '../../db/schema/index.ts';
import { NO_PASSWORD } from '../../platform/records/person-lookup.repo.ts';
import { joinNetwork } from '../network/index.ts';
import type { PrereservationFacts } from './prereservation-rows.repo.ts';

/** Until the transaction ends, one pre-reservation at a time per adviser: the fifth and sixth cannot both pass the count. */
export async function lockAdviser(tx: Executor, adviserUserId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(4243, ${adviserUserId}::int)`);
}

export async function pendingCount(db: Executor, adviserUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prereservations)
    .where(and(eq(prereservations.adviserUserId, adviserUserId), eq(prereservations.state, 'prereserved')));
  return Number(row?.n ?? 0);
}

/** The lot, locked for the rest of the transaction: two advisers pressing at once take turns here. */
export async function lockLot(tx: Executor, lotId: number) {
  const [row] = await tx
    .select({
      lot: lots,
      projectName: projects.name,
      projectKind: projects.kind,
      currency: projects.currency,
      companyId: projects.companyId,
      saleTerms: projects.saleTerms,
    })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .where(eq(lots.id, lotId))
    .for('update', { of: lots });
  return row ?? null;
}

export async function setLotState(tx: Executor, lotId: number, state: 'free' | 'held' | 'sold') {
  await tx.update(lots).set({ state }).where(eq(lots.id, lotId));
}

export async function cityInCountry(db: Executor, cityId: number, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
  return Boolean(row);
}

/** The buyer's phone as people dial it from abroad ("+591-71234567"), with their country's prefix. */
export async function internationalPhone(db: Executor, countryId: number, phone: string): Promise<string> {
  const [row] = await db.select({ prefix: countries.phonePrefix }).from(countries).where(eq(countries.id, countryId));
  const prefix = row?.prefix.replace(/^\+?/, '+') ?? '';
  return prefix ? `${prefix}-${phone}` : phone;
}

/**
 * The buyer of a purchase who had no account: a customer with the data given at the pre-reservation, in
 * its language, in the adviser's client network.
 */
export async function createCustomer(
  tx: Executor,
  prereservation: PrereservationFacts,
  adviserUserId: number,
  today: string,
) {
  const { customer, buyer } = prereservation;
  // Two purchases for one new person at once: the second waits for the first's account and takes it, rather
  // than failing on the unique document (the first one's language and network are hers).
  const [created] = await tx
    .insert(users)
    .values({
      documentNumber: customer.documentNumber,
      fullName: customer.name,
      email: buyer.email,
      passwordHash: NO_PASSWORD,
      countryId: buyer.countryId,
      cityId: buyer.cityId,
    })
    .onConflictDoNothing({ target: users.documentNumber })
    .returning({ id: users.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.documentNumber, customer.documentNumber));
    return existing!.id;
  }
  // Every message to them is in their language: the one of the pre-reservation (docs/decisions/0046).
  await tx.insert(preferences).values({ userId: created.id, language: buyer.language ?? FALLBACK_LANGUAGE });
  await joinNetwork(tx, { userId: created.id, sponsorUserId: adviserUserId, kind: 'client', joinedOn: today });
  return created.id;
}

/** The adviser's recorded sales that did not come through a pre-reservation here (earlier, or from the back office). */
export async function salesOf(db: Executor, adviserUserId: number) {
  return db
    .select({ sale: sales, customerName: users.fullName })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.customerUserId))
    .where(
      and(
        eq(sales.adviserUserId, adviserUserId),
        sql`not exists (select 1 from prereservations p where p.sale_id = ${sales.id})`,
      ),
    )
    .orderBy(desc(sales.soldOn), desc(sales.id))
    .limit(50);
}
