// npm run seed:scale -- --customers 200000 [--database-url postgres://…] [--data-dir ./data]
// Adds scale customers, products and instalments to a database the server has already migrated and
// seeded (start it once on that database first). PostgreSQL by URL, else the PGlite data directory
// (with the server stopped: one process owns it).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm: a data directory of the portal opens only with it loaded.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { scaleStatements } from './scale-data.mjs';

export async function seedScale({ customers, databaseUrl, dataDir, notificationsPerCustomer = 0 }) {
  const statements = scaleStatements({ customers, notificationsPerCustomer });
  const started = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  } else {
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      for (const statement of statements) await db.exec(statement);
    } finally {
      await db.close();
    }
  }
  return Math.round(performance.now() - started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '200000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const ms = await seedScale({
    customers: Number(values.customers),
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir: resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data'),
  });
  console.log(`seed:scale: ${values.customers} customers with products and instalments in ${ms} ms`);
}
