import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { z } from 'zod';
import type { backupAnswer } from '@vo/domain/backup/backup-ops.endpoints';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The embedded database's own dump, taken while it serves (docs/decisions/0060). PGlite runs one statement at a
 * time in this process and dumps between two of them, so the tarball is what a crash at that instant would
 * leave: every committed transaction in its write-ahead log, which the restored copy replays at its first start
 * (the guarantee crash-restart.test.ts proves). The checkpoint first keeps that replay short.
 */
export async function backUpEmbedded(deps: AppDeps): Promise<z.output<typeof backupAnswer>> {
  const client = (deps.db as unknown as { $client: unknown }).$client;
  if (!deps.backupDir || !isPglite(client)) throw new AppError('ops.backupEmbeddedOnly');
  const started = performance.now();
  await client.query('CHECKPOINT');
  const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  mkdirSync(deps.backupDir, { recursive: true });
  const stamp = deps.clock.now().toISOString().replaceAll(':', '-');
  const file = join(deps.backupDir, `virtual-office-${stamp}.tar`);
  // Whole or not at all: a half-written file must never look like a backup.
  await writeFile(`${file}.partial`, tarball, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return { file, bytes: tarball.length, tookMs: Math.round(performance.now() - started) };
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite | undefined)?.dumpDataDir === 'function';
}
