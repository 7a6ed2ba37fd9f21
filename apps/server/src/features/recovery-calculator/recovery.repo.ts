import { SALE_TERMS_FOR_SALE } from '@vo/domain/catalogue/sale-terms.rules';
import type { ReversedSale } from '@vo/domain/recovery-calculator/recovery.wire';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export async function isVerified(db: Executor, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ verified: boolean }>(
    await db.execute(sql`select recovery_calculator_verified as verified from users where id = ${userId}`),
  );
  return row?.verified === true;
}

/** A person of the caller's network found by document number; null when not in it (or unknown). */
export async function personInSubtree(
  db: Executor,
  callerUserId: number,
  documentNumber: string,
): Promise<{ userId: number; name: string; documentNumber: string } | null> {
  const [row] = rowsOf<{ id: string | number; full_name: string; document_number: string }>(
    await db.execute(sql`select u.id, u.full_name, u.document_number
      from users u join network_nodes n on n.user_id = u.id
      join network_nodes caller on caller.user_id = ${callerUserId}
      where u.document_number = ${documentNumber} and n.path like caller.path || '%' and n.user_id <> caller.user_id`),
  );
  return row ? { userId: Number(row.id), name: row.full_name, documentNumber: row.document_number } : null;
}

/** A reversed sale as stored; what it is worth on a new product is the service's to say. */
export type ReversalRow = Omit<ReversedSale, 'maxRecognisedCents'>;

interface RawReversal {
  id: string | number;
  company_id: number;
  company_name: string;
  description: string;
  contract_number: string;
  sold_on: string;
  reverted_on: string;
  currency: string;
  paid: string | number;
}

const REVERSAL_COLUMNS = sql`s.id, s.company_id, c.name as company_name, s.description, s.contract_number,
  s.sold_on::text as sold_on, s.reverted_on::text as reverted_on, s.currency, s.paid_capital_at_reversal_cents as paid`;

const toReversal = (r: RawReversal): ReversalRow => ({
  id: Number(r.id),
  companyId: r.company_id,
  companyName: r.company_name,
  description: r.description,
  contractNumber: r.contract_number,
  soldOn: r.sold_on,
  revertedOn: r.reverted_on,
  currency: r.currency,
  paidCapitalCents: BigInt(r.paid ?? 0),
});

export async function reversalsOf(db: Executor, customerUserId: number): Promise<ReversalRow[]> {
  return rowsOf<RawReversal>(
    await db.execute(sql`select ${REVERSAL_COLUMNS} from sales s join companies c on c.id = s.company_id
      where s.customer_user_id = ${customerUserId} and s.reverted_on is not null
      order by s.reverted_on desc, s.id`),
  ).map(toReversal);
}

/** A reversed sale of one company whose customer is in the caller's network; null otherwise. */
export async function reversalInSubtree(
  db: Executor,
  callerUserId: number,
  reversalId: number,
  companyId: number,
): Promise<ReversalRow | null> {
  const [row] = rowsOf<RawReversal>(
    await db.execute(sql`select ${REVERSAL_COLUMNS} from sales s join companies c on c.id = s.company_id
      join network_nodes n on n.user_id = s.customer_user_id
      join network_nodes caller on caller.user_id = ${callerUserId}
      where s.id = ${reversalId} and s.company_id = ${companyId} and s.reverted_on is not null
        and n.path like caller.path || '%'`),
  );
  return row ? toReversal(row) : null;
}

/** Only projects the catalogue sells (spec §8 "no configuration found" is not offered as a way to recover). */
const forSale = sql`p.sale_terms in (${sql.join(
  SALE_TERMS_FOR_SALE.map((terms) => sql`${terms}`),
  sql`, `,
)})`;

/** The projects of a company that can be sold and still have free lots. */
export async function projectsWithFreeLots(
  db: Executor,
  companyId: number,
): Promise<{ id: number; name: string; city: string; freeLots: number }[]> {
  return rowsOf<{ id: number; name: string; city: string; free_lots: string | number }>(
    await db.execute(sql`select p.id, p.name, p.city, count(l.id) as free_lots
      from projects p join lots l on l.project_id = p.id and l.state = 'free'
      where p.company_id = ${companyId} and ${forSale} group by p.id order by p.name`),
  ).map((r) => ({ id: r.id, name: r.name, city: r.city, freeLots: Number(r.free_lots) }));
}

/** The free lots of a project, the first 200 by block and number (a big project has thousands). */
export async function freeLotsOf(
  db: Executor,
  companyId: number,
  projectId: number,
): Promise<
  {
    id: number;
    projectName: string;
    block: string;
    number: string;
    areaM2: string;
    currency: string;
    priceCents: bigint;
  }[]
> {
  return rowsOf<{
    id: string | number;
    project_name: string;
    block: string;
    number: string;
    area_m2: string;
    currency: string;
    price_cents: string | number;
  }>(
    await db.execute(sql`select l.id, p.name as project_name, l.block, l.number, l.area_m2::text as area_m2, l.currency, l.price_cents
      from lots l join projects p on p.id = l.project_id
      where p.id = ${projectId} and p.company_id = ${companyId} and l.state = 'free' and ${forSale}
      order by l.block, l.number::int, l.number
      limit 200`),
  ).map((r) => ({
    id: Number(r.id),
    projectName: r.project_name,
    block: r.block,
    number: r.number,
    areaM2: r.area_m2,
    currency: r.currency,
    priceCents: BigInt(r.price_cents),
  }));
}
