import { type Beneficiary, beneficiaryRecords } from '@vo/domain/memberships/memberships.wire';
import { type Buyer, buyerFromWire, buyerRecord } from '@vo/domain/prereservations/buyer.wire';
import type { CustomerData } from '@vo/domain/prereservations/customer-data.schemas';
import {
  type AgreedPlan,
  type AgreedPlanRecord,
  agreedPlanOf,
  agreedPlanRecord,
} from '@vo/domain/prereservations/plan-choice.wire';
import type { PrereservationState } from '@vo/domain/prereservations/prereservation.rules';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lots, prereservationSteps, prereservations } from '../../db/schema/index.ts';

/** A pre-reservation as the services read it: the buyer and the plan agreed out of the records the row keeps. */
export interface PrereservationFacts {
  id: number;
  /** lot | membership | season_pass */
  kind: string;
  /** prereserved | reserved | purchased | released */
  state: string;
  lotId: number | null;
  passPriceId: number | null;
  productCode: string | null;
  companyId: number | null;
  description: string;
  priceCents: bigint;
  currency: string;
  customerUserId: number | null;
  customer: { name: string; documentNumber: string };
  buyer: Buyer;
  plan: AgreedPlan;
  beneficiaryCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function factsOf(row: typeof prereservations.$inferSelect): PrereservationFacts {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    lotId: row.lotId,
    passPriceId: row.passPriceId,
    productCode: row.productCode,
    companyId: row.companyId,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    customerUserId: row.customerUserId,
    customer: { name: row.customerName, documentNumber: row.customerDocument },
    buyer: buyerFromWire(row.customerData as CustomerData),
    plan: agreedPlanOf(row.plan as AgreedPlanRecord),
    beneficiaryCount: Array.isArray(row.beneficiaries) ? row.beneficiaries.length : 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A new pre-reservation; its buyer, plan and beneficiaries are kept as the records spec §3 names. */
export interface NewPrereservation {
  kind: 'lot' | 'membership' | 'season_pass';
  lotId?: number | null;
  productCode?: string | null;
  passPriceId?: number | null;
  description: string;
  priceCents: bigint;
  currency: string;
  companyId?: number | null;
  beneficiaries?: Beneficiary[] | null;
  adviserUserId: number;
  buyer: Buyer;
  customerName: string;
  customerUserId: number | null;
  plan: AgreedPlan;
  /** a new one is pre-reserved; the demo seeds one further on */
  state?: PrereservationState;
  createdAt: Date;
}

export async function insertPrereservation(tx: Executor, p: NewPrereservation): Promise<{ id: number }> {
  const { buyer, plan, beneficiaries, ...item } = p;
  const [inserted] = await tx
    .insert(prereservations)
    .values({
      ...item,
      beneficiaries: beneficiaries ? beneficiaryRecords(beneficiaries) : null,
      customerDocument: buyer.documentNumber,
      customerData: buyerRecord(buyer),
      plan: agreedPlanRecord(plan),
      state: p.state ?? 'prereserved',
      updatedAt: p.createdAt,
    })
    .returning({ id: prereservations.id });
  return inserted!;
}

export async function recordStep(tx: Executor, prereservationId: number, step: string, byUserId: number, at: Date) {
  await tx.insert(prereservationSteps).values({ prereservationId, step, byUserId, at });
}

/** A pre-reservation of this adviser's, locked; none of another adviser's. */
export async function ownPrereservation(
  tx: Executor,
  adviserUserId: number,
  prereservationId: number,
): Promise<PrereservationFacts | null> {
  const [row] = await tx
    .select()
    .from(prereservations)
    .where(and(eq(prereservations.id, prereservationId), eq(prereservations.adviserUserId, adviserUserId)))
    .for('update');
  return row ? factsOf(row) : null;
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
  return { rows: rows.map((r) => ({ prereservation: factsOf(r.p), projectId: r.projectId })), steps };
}

/** Any adviser's pre-reservation, locked: the back office releases an abandoned one (docs/decisions/0038). */
export async function lockPrereservation(tx: Executor, prereservationId: number) {
  const [row] = await tx.select().from(prereservations).where(eq(prereservations.id, prereservationId)).for('update');
  return row ? { ...factsOf(row), adviserUserId: row.adviserUserId } : null;
}
