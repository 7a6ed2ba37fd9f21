import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A node of the tree with the person's name and document, as the pages show it. */
export interface NodeRow {
  userId: number;
  path: string;
  kind: 'adviser' | 'client';
  adviserCode: string | null;
  adviserStatus: string | null;
  joinedOn: string;
  directCount: number;
  peopleBelow: number;
  ownSales: number;
  networkSales: number;
  fullName: string;
  documentNumber: string;
}

interface RawNode {
  user_id: string | number;
  path: string;
  kind: string;
  adviser_code: string | null;
  adviser_status: string | null;
  joined_on: string | Date;
  direct_count: number;
  people_below: number;
  own_sales: number;
  network_sales: number;
  full_name: string;
  document_number: string;
}

const rows = (result: unknown) => (result as { rows: RawNode[] }).rows;

function toNode(r: RawNode): NodeRow {
  return {
    userId: Number(r.user_id),
    path: r.path,
    kind: r.kind === 'adviser' ? 'adviser' : 'client',
    adviserCode: r.adviser_code,
    adviserStatus: r.adviser_status,
    joinedOn: typeof r.joined_on === 'string' ? r.joined_on.slice(0, 10) : r.joined_on.toISOString().slice(0, 10),
    directCount: Number(r.direct_count),
    peopleBelow: Number(r.people_below),
    ownSales: Number(r.own_sales),
    networkSales: Number(r.network_sales),
    fullName: r.full_name,
    documentNumber: r.document_number,
  };
}

const NODE_COLUMNS = sql`n.user_id, n.path, n.kind, n.adviser_code, n.adviser_status, n.joined_on::text as joined_on,
  n.direct_count, n.people_below, n.own_sales, n.network_sales, u.full_name, u.document_number`;

export async function nodeOf(db: Executor, userId: number): Promise<NodeRow | null> {
  const [row] = rows(
    await db.execute(sql`select ${NODE_COLUMNS} from network_nodes n join users u on u.id = n.user_id
      where n.user_id = ${userId}`),
  );
  return row ? toNode(row) : null;
}

/** One page of the people directly below a sponsor: advisers first, then in the order they joined. */
export async function childrenOf(db: Executor, sponsorUserId: number, page: number, size: number): Promise<NodeRow[]> {
  return rows(
    await db.execute(sql`select ${NODE_COLUMNS} from network_nodes n join users u on u.id = n.user_id
      where n.sponsor_user_id = ${sponsorUserId}
      order by n.kind, n.user_id
      limit ${size} offset ${(page - 1) * size}`),
  ).map(toNode);
}

/** Names of some people, for the chain that places a node under its caller. */
export async function namesOf(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const result = (await db.execute(
    sql`select id, full_name from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )) as { rows: { id: string | number; full_name: string }[] };
  return new Map(result.rows.map((r) => [Number(r.id), r.full_name]));
}

/** Escapes the LIKE wildcards of what a person typed. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * People of a subtree (its root excluded) whose document number starts with the text, or whose name
 * contains it: `limit` of them, in tree order. The subtree is the path prefix range.
 */
export async function searchSubtree(db: Executor, rootPath: string, text: string, limit: number): Promise<NodeRow[]> {
  const prefix = `${literal(rootPath)}%`;
  const byDocument = /^\d+$/.test(text);
  const condition = byDocument
    ? sql`u.document_number like ${`${literal(text)}%`}`
    : sql`lower(u.full_name) like ${`%${literal(text.toLowerCase())}%`}`;
  return rows(
    await db.execute(sql`select ${NODE_COLUMNS} from network_nodes n join users u on u.id = n.user_id
      where n.path like ${prefix} and n.path <> ${rootPath} and ${condition}
      order by n.depth, n.user_id
      limit ${limit}`),
  ).map(toNode);
}
