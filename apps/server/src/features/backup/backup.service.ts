import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { backupAnswer } from '@vo/domain/backup/backup-ops.endpoints';
import type { z } from 'zod';
import { dumpEmbedded } from '../../db/embedded-dump.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The embedded database's backup, taken by the server that owns it while it serves (docs/decisions/0060), into
 * DATA_DIR/backups: `npm run ops -- backup` moves it where the operator asked.
 */
export async function backUpEmbedded(deps: AppDeps): Promise<z.output<typeof backupAnswer>> {
  const started = performance.now();
  const tarball = deps.backupDir ? await dumpEmbedded(deps.db) : null;
  if (!deps.backupDir || !tarball) throw new AppError('ops.backupEmbeddedOnly');
  mkdirSync(deps.backupDir, { recursive: true });
  const stamp = deps.clock.now().toISOString().replaceAll(':', '-');
  const file = join(deps.backupDir, `virtual-office-${stamp}.tar`);
  // Whole or not at all: a half-written file must never look like a backup.
  await writeFile(`${file}.partial`, tarball, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return { file, bytes: tarball.length, tookMs: Math.round(performance.now() - started) };
}
