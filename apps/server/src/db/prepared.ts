import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';

/**
 * A query that (nearly) every call runs, such as the session check, built once per database instead of
 * once per request: Drizzle then assembles no SQL on the hot path, and PostgreSQL plans the named
 * statement once per pooled connection. Measured in bench/RESULTS.md.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/** What both drivers' own clients answer a parameterised statement with (pg's Pool, PGlite). */
interface RawClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One hand-written statement as a named prepared statement, run on the driver's own client: a read that
 * needs CTEs, laterals or a window in one round trip (what Drizzle's builder cannot prepare), without
 * Drizzle building the SQL or mapping the rows on every call. PostgreSQL parses and plans it once per
 * pooled connection (the name); PGlite, in-process, runs it as it is. The rows come with each driver's
 * own parsing (pg: int8 and numeric as strings, PGlite: int8 as a number), so a statement casts what
 * must be exact (cents) and every date to text, and its caller converts. Given a transaction, it runs
 * there, through Drizzle (the same text, the values bound as parameters).
 */
export function preparedStatement<Row>(name: string, text: string) {
  const pieces = text.split(/\$(\d+)/);
  return async (db: Executor, values: unknown[]): Promise<Row[]> => {
    const client = (db as { $client?: RawClient & { waitReady?: unknown } }).$client;
    if (client === undefined) {
      const bound = pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1]}`));
      return ((await db.execute(sql.join(bound))) as unknown as { rows: Row[] }).rows;
    }
    const result = client.waitReady ? await client.query(text, values) : await client.query({ name, text, values });
    return result.rows as Row[];
  };
}
