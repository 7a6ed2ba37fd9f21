import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessDateOf, parseBusinessLocalDateTime } from '@vo/domain/time';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createPasswordHasher, TEST_HASH_COST } from '../src/platform/sessions/password-hash.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { adminQuery, MIGRATIONS_DIR, withDatabase } from './database.ts';
import { countLogLines, secretsInLogs } from './log-secrets.ts';
import { writeSecurityFigures } from './trust-report.ts';

const SECURITY_DOC = fileURLToPath(new URL('../../../docs/security.md', import.meta.url));

import './provided-context.ts';

/**
 * Migrates and seeds one template database per run; every test file starts from a copy of it
 * (a PGlite tarball, or CREATE DATABASE … TEMPLATE on PostgreSQL), so files stay independent and fast.
 */
export default async function setup(project: TestProject) {
  // Every test app logs at info level into this folder; at the end the logs are read for secrets.
  const logDir = mkdtempSync(join(tmpdir(), 'vo-test-logs-'));
  project.provide('logDir', logDir);
  const reportDir = mkdtempSync(join(tmpdir(), 'vo-trust-report-'));
  project.provide('reportDir', reportDir);
  // The run's "now": the demo is seeded at it and every test app's clock starts there (test-app.ts). Midday in
  // La Paz, so a test that reads the date and moves its clock a few hours never crosses midnight
  // (docs/decisions/0051); the day is today's, so what a person sees in the logs looks current.
  const seededAt = parseBusinessLocalDateTime(`${businessDateOf(new Date())}T12:00`)!;
  project.provide('seededAt', seededAt.toISOString());
  const teardownDatabase = await prepareTemplate(project, seededAt);
  return async () => {
    await teardownDatabase();
    if (writeSecurityFigures(reportDir, SECURITY_DOC)) console.log('trust figures written to docs/security.md');
    rmSync(reportDir, { recursive: true, force: true });
    const leaks = secretsInLogs(logDir);
    const lines = countLogLines(logDir);
    const files = readdirSync(logDir).length;
    rmSync(logDir, { recursive: true, force: true });
    if (files > 0 && lines === 0) {
      process.exitCode = 1;
      throw new Error('the test apps wrote no log lines: the log check would prove nothing');
    }
    if (leaks.length > 0) {
      // Vitest reports an error thrown here but keeps exit code 0: set it so the run fails.
      process.exitCode = 1;
      throw new Error(`secrets reached the logs:\n${leaks.join('\n')}`);
    }
    if (files > 0)
      console.log(`log check: ${lines} log lines of the server suite hold no password, token or card number`);
  };
}

async function prepareTemplate(project: TestProject, seededAt: Date): Promise<() => Promise<void> | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `vo_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ engine: 'postgres', url: withDatabase(url, name), poolSize: 1 });
    await handle.migrate(MIGRATIONS_DIR);
    await seedDemoData(handle.db, createPasswordHasher(TEST_HASH_COST), seededAt);
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'vo-template-'));
  const handle = await openDatabase({ engine: 'pglite' });
  await handle.migrate(MIGRATIONS_DIR);
  await seedDemoData(handle.db, createPasswordHasher(TEST_HASH_COST), seededAt);
  const dump = await handle.dump!();
  await handle.close();
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
