import type { CustomerData } from '@vo/domain/prereservations/customer-data.schemas';
import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  lots,
  prereservationSteps,
  prereservations,
  projects,
  sales,
  seasonPassPrices,
  users,
} from '../../db/schema/index.ts';
import { joinNetwork } from '../../platform/network-tree.repo.ts';
import { NO_PASSWORD } from '../../platform/people.repo.ts';

export type PrereservationRow = typeof prereservations.$inferSelect;

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
    .select({ lot: lots, projectName: projects.name, currency: projects.currency, companyId: projects.companyId })
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

/**
 * The buyer of a purchase who had no account: a customer with the data given at the pre-reservation,
 * in the adviser's client network.
 */
export async function createCustomer(tx: Executor, row: PrereservationRow, adviserUserId: number, today: string) {
  const data = row.customerData as CustomerData;
  const [created] = await tx
    .insert(users)
    .values({
      documentNumber: row.customerDocument,
      fullName: row.customerName,
      email: data.correo,
      passwordHash: NO_PASSWORD,
      countryId: data.paisResidencia,
      cityId: data.ciudadResidencia,
    })
    .returning({ id: users.id });
  await joinNetwork(tx, { userId: created!.id, sponsorUserId: adviserUserId, kind: 'client', joinedOn: today });
  return created!.id;
}

export async function insertPrereservation(tx: Executor, row: typeof prereservations.$inferInsert) {
  const [inserted] = await tx.insert(prereservations).values(row).returning();
  return inserted!;
}

export async function recordStep(tx: Executor, prereservationId: number, step: string, byUserId: number, at: Date) {
  await tx.insert(prereservationSteps).values({ prereservationId, step, byUserId, at });
}

/** A pre-reservation of this adviser's, locked; none of another adviser's. */
export async function ownPrereservation(tx: Executor, adviserUserId: number, prereservationId: number) {
  const [row] = await tx
    .select()
    .from(prereservations)
    .where(and(eq(prereservations.id, prereservationId), eq(prereservations.adviserUserId, adviserUserId)))
    .for('update');
  return row ?? null;
}

export async function setPrereservationState(
  tx: Executor,
  prereservationId: number,
  state: PrereservationState,
  at: Date,
  saleId?: number,
) {
  await tx
    .update(prereservations)
    .set({ state, updatedAt: at, ...(saleId === undefined ? {} : { saleId }) })
    .where(eq(prereservations.id, prereservationId));
}

/** The adviser's pre-reservations of every kind, newest first, with the project of a lot, and the steps of each. */
export async function prereservationsOf(db: Executor, adviserUserId: number) {
  const rows = await db
    .select({ p: prereservations, projectId: lots.projectId })
    .from(prereservations)
    .leftJoin(lots, eq(lots.id, prereservations.lotId))
    .where(eq(prereservations.adviserUserId, adviserUserId))
    .orderBy(desc(prereservations.createdAt), desc(prereservations.id))
    .limit(100);
  const steps =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(prereservationSteps)
          .where(
            inArray(
              prereservationSteps.prereservationId,
              rows.map((r) => r.p.id),
            ),
          )
          .orderBy(asc(prereservationSteps.id));
  return { rows, steps };
}

/**
 * One pass of a season-pass price, taken in one statement: two advisers after the last pass cannot both
 * get it. Null when none is left (or no such price for that type).
 */
export async function takePass(tx: Executor, priceId: number, passType: string) {
  const [row] = await tx
    .update(seasonPassPrices)
    .set({ stock: sql`${seasonPassPrices.stock} - 1` })
    .where(
      and(eq(seasonPassPrices.id, priceId), eq(seasonPassPrices.passType, passType), gt(seasonPassPrices.stock, 0)),
    )
    .returning();
  return row ?? null;
}

export async function passPrice(db: Executor, priceId: number, passType: string) {
  const [row] = await db
    .select()
    .from(seasonPassPrices)
    .where(and(eq(seasonPassPrices.id, priceId), eq(seasonPassPrices.passType, passType)));
  return row ?? null;
}

export async function passPrices(db: Executor, passType: string) {
  return db
    .select()
    .from(seasonPassPrices)
    .where(eq(seasonPassPrices.passType, passType))
    .orderBy(asc(seasonPassPrices.priceCents));
}

/** A released pass goes back on sale. */
export async function returnPass(tx: Executor, priceId: number) {
  await tx
    .update(seasonPassPrices)
    .set({ stock: sql`${seasonPassPrices.stock} + 1` })
    .where(eq(seasonPassPrices.id, priceId));
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
