import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { preparedStatement } from '../../db/prepared.ts';

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

interface RawLevelRow extends RawNode {
  /** 0 the caller, 1 the node asked for, 2 a person right below it, 3 a name of the chain between them */
  part: number;
}

const LEVEL_COLUMNS = `n.user_id, n.path, n.kind, n.adviser_code, n.adviser_status, n.joined_on::text as joined_on,
  n.direct_count, n.people_below, n.own_sales, n.network_sales, u.full_name, u.document_number`;

/**
 * A level of the tree as the caller opens it, in one round trip (docs/decisions/0029): the caller's node,
 * the node asked for when it lies in the caller's subtree, one page of the people right below it (advisers
 * first, then in the order they joined), and the names of the people between the two. A node outside the
 * subtree yields none of its rows: nothing of another adviser's network is read.
 */
const levelStatement = preparedStatement<RawLevelRow>(
  'network_level',
  `with own as (
     select ${LEVEL_COLUMNS} from network_nodes n join users u on u.id = n.user_id where n.user_id = $1
   ), target as (
     select ${LEVEL_COLUMNS} from network_nodes n join users u on u.id = n.user_id, own o
     where n.user_id = $2 and starts_with(n.path, o.path)
   )
   select 0 as part, 0::bigint as ordinal, own.* from own
   union all
   select 1, 0, target.* from target
   union all
   select 2, row_number() over (order by c.kind, c.user_id), c.* from (
     select ${LEVEL_COLUMNS} from network_nodes n join users u on u.id = n.user_id
     where n.sponsor_user_id = (select user_id from target)
     order by n.kind, n.user_id limit $3 offset $4
   ) c
   union all
   select 3, 0, n.user_id, null, null, null, null, null, 0, 0, 0, 0, u.full_name, null
   from target t, own o, network_nodes n join users u on u.id = n.user_id
   where n.user_id = any(string_to_array(trim(both '/' from t.path), '/')::bigint[])
     and starts_with(n.path, o.path) and n.user_id <> t.user_id
   order by 1, 2`,
);

export interface LevelRows {
  own: NodeRow | null;
  /** null when it does not exist or lies outside the caller's subtree */
  node: NodeRow | null;
  children: NodeRow[];
  /** the names of the people of the caller's subtree above the node */
  names: Map<number, string>;
}

export async function levelOf(
  db: Database,
  callerUserId: number,
  nodeUserId: number,
  page: number,
  size: number,
): Promise<LevelRows> {
  const level: LevelRows = { own: null, node: null, children: [], names: new Map() };
  for (const row of await levelStatement(db, [callerUserId, nodeUserId, size, (page - 1) * size])) {
    const part = Number(row.part);
    if (part === 0) level.own = toNode(row);
    else if (part === 1) level.node = toNode(row);
    else if (part === 2) level.children.push(toNode(row));
    else level.names.set(Number(row.user_id), row.full_name);
  }
  return level;
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

/**
 * A person matches by the start of their document number (digits) or by any part of their name.
 * `indexed` is the form the document and trigram indexes answer, to find matches anywhere; `onRow`
 * tests rows already in hand, in a form the planner cannot take to those indexes: misled by a low
 * estimate it would otherwise read every match in the portal instead of testing a few thousand rows.
 */
function matchOf(text: string) {
  const digits = /^\d+$/.test(text);
  const lower = text.toLowerCase();
  return {
    digits,
    indexed: digits
      ? sql`u.document_number like ${`${escapeLike(text)}%`}`
      : sql`lower(u.full_name) like ${`%${escapeLike(lower)}%`}`,
    onRow: digits ? sql`starts_with(u.document_number, ${text})` : sql`strpos(lower(u.full_name), ${lower}) > 0`,
  };
}

/** The first people of a subtree, in tree order, that a search by name reads before asking the trigram index. */
const SEARCH_WINDOW = 2_000;
/** Up to this many document numbers in the whole portal start with the digits: they are few, read them. */
const FEW_DOCUMENTS = 2_000;

/**
 * People of a subtree (its root excluded) whose document number starts with the text, or whose name
 * contains it: up to `limit` of them, in tree order. Neither way reads the whole of a big network:
 * - digits: when few documents in the portal start with them (a count that stops at 2 001 on the
 *   document index), those people are read and kept if in the subtree; else, as for a common name:
 * - a name: the first people of the subtree in tree order are read; a common text ("ana") fills its
 *   page there. When it does not and the subtree is bigger, its matches in the whole portal (trigram
 *   index) are read until a page of them lies in the subtree.
 */
export async function searchSubtree(
  db: Executor,
  root: { path: string; peopleBelow: number },
  text: string,
  limit: number,
): Promise<NodeRow[]> {
  const match = matchOf(text);
  // network_nodes_path_idx is text_pattern_ops (byte order, whatever the database's collation): the
  // subtree and its tree order are read off it with that operator class's own operators.
  const inSubtree = sql`n.path like ${`${escapeLike(root.path)}%`} and n.path ~>~ ${root.path}`;
  const treeOrder = sql`n.path using ~<~`;
  // The first `limit` matches found in the subtree (no need to read them all), then put in tree order.
  const matchesAnywhere = async () =>
    rows(
      await db.execute(sql`with candidates as materialized (select u.id from users u where ${match.indexed}),
        found as (
          select ${NODE_COLUMNS} from candidates c
          join network_nodes n on n.user_id = c.id join users u on u.id = c.id
          where ${inSubtree}
          limit ${limit})
        select * from found n order by ${treeOrder}`),
    ).map(toNode);

  if (match.digits) {
    const [probe] = (
      (await db.execute(
        sql`select count(*)::int as n from (select 1 from users u where ${match.indexed} limit ${FEW_DOCUMENTS + 1}) x`,
      )) as { rows: { n: number }[] }
    ).rows;
    if ((probe?.n ?? 0) <= FEW_DOCUMENTS) return matchesAnywhere();
  }
  // The window's people are read with their names in path order (index walk, one look-up each); the
  // match is then tested on those rows alone (`u` is the window below).
  const inWindow = rows(
    await db.execute(sql`with window_nodes as materialized (
        select ${NODE_COLUMNS} from network_nodes n join users u on u.id = n.user_id
        where ${inSubtree} order by ${treeOrder} limit ${SEARCH_WINDOW})
      select * from window_nodes u where ${match.onRow}
      order by u.path using ~<~ limit ${limit}`),
  ).map(toNode);
  if (inWindow.length >= limit || root.peopleBelow <= SEARCH_WINDOW) return inWindow;
  return matchesAnywhere();
}
