import type { Database } from './client.ts';

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
