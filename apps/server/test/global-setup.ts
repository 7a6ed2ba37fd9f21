import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { adminQuery, MIGRATIONS_DIR, withDatabase } from './database.ts';

import './provided-context.ts';

/**
 * Migrates and seeds one template database per run; every test file starts from a copy of it
 * (a PGlite tarball, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files stay independent and fast.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `vo_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ engine: 'postgres', url: withDatabase(url, name), poolSize: 1 });
    await handle.migrate(MIGRATIONS_DIR);
    await seedDemoData(handle.db, new Date());
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'vo-template-'));
  const handle = await openDatabase({ engine: 'pglite' });
  await handle.migrate(MIGRATIONS_DIR);
  await seedDemoData(handle.db, new Date());
  const dump = await handle.dump!();
  await handle.close();
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
