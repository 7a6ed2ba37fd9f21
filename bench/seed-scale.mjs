// npm run seed:scale -- --customers 200000 [--notifications 3] [--network 100000 --payments 1000000]
//                        [--database-url postgres://…] [--data-dir ./data]
// Adds scale data to a database the server has already migrated and seeded (start it once on that
// database first): customers with products and instalment schedules (and notifications), and a
// sponsor tree of advisers and their clients below the demo adviser 2000001 with a semester race of
// capital payments. PostgreSQL by URL, else the PGlite data directory (with the server stopped: one
// process owns it).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm: a data directory of the portal opens only with it loaded.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { networkStatements, raceToday } from './network-data.mjs';
import { scaleStatements } from './scale-data.mjs';

export async function seedScale({
  customers,
  databaseUrl,
  dataDir,
  notificationsPerCustomer = 0,
  network = 0,
  payments = 0,
}) {
  const statements = customers > 0 ? scaleStatements({ customers, notificationsPerCustomer }) : [];
  if (network > 0) statements.push(...networkStatements({ people: network, payments, ...raceToday() }).statements);
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
      notifications: { type: 'string', default: '0' },
      network: { type: 'string', default: '0' },
      payments: { type: 'string', default: '0' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const ms = await seedScale({
    customers: Number(values.customers),
    notificationsPerCustomer: Number(values.notifications),
    network: Number(values.network),
    payments: Number(values.payments),
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir: resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data'),
  });
  const network =
    Number(values.network) > 0
      ? `, a network of ${values.network} below 2000001 with ${values.payments} race payments`
      : '';
  console.log(`seed:scale: ${values.customers} customers with products and instalments${network} in ${ms} ms`);
}
