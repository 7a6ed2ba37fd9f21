import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nameStatements } from './named-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both engines: code never knows whether it runs on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start copies from (test template). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * The extensions the migrations create (pg_trgm for the network's name search): PGlite loads them when it
 * opens a data directory, so whatever else opens one (benchmarks, tests) must pass these options too.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** Opens the database the configuration names: PostgreSQL for a URL, else PGlite (on disk, or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    // A request waits at most 5 s for a connection: during an outage people get "try again", not a hang.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would end the process.
    pool.on('error', () => {});
    // Every parameterised statement parsed once per connection (docs/decisions/0072).
    pool.on('connect', nameStatements);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: (migrationsFolder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, {
    ...PGLITE_OPTIONS,
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
