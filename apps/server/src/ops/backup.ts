import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from '../db/client.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';

/*
 * Backups you can restore (docs/decisions/0060). PostgreSQL: pg_dump's custom format, one consistent snapshot
 * taken while the instances serve, and pg_restore into a fresh database. The embedded engine: its own dump
 * (the running server takes it, POST /api/ops/backup) and, with the server stopped, a fresh DATA_DIR opened from
 * that dump. Restores never go over a database that holds data: the operator points the servers at the copy.
 */

const run = promisify(execFile);

/** pg_dump of the whole database in custom format, written whole or not at all. */
export async function backUpPostgres(url: string, file: string): Promise<{ bytes: number }> {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}.partial`,
    `--dbname=${url}`,
  ]);
  await rename(`${file}.partial`, file);
  return { bytes: readFileSync(file).length };
}

/** pg_restore into the database of `url`, which must be empty (a fresh `createdb`), in one transaction. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query("select to_regclass('public.users') is not null as taken");
    if (found.rows[0].taken) {
      throw new Error('restore goes into a fresh database (createdb), never over one that holds the portal');
    }
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

/**
 * A fresh DATA_DIR's database from the embedded engine's dump. The folder's lock is taken first, so a running
 * server (or a second restore) stops it; a DATA_DIR that already holds a database is refused.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: restore into a fresh DATA_DIR`);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(target, {
      ...PGLITE_OPTIONS,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    // Opening replays the write-ahead log to the last commit of the dump; a query proves it opened.
    await db.query('select count(*) from users');
    await db.close();
  } finally {
    unlock();
  }
}
