import { mkdirSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { backupAnswer } from '@vo/domain/backup/backup.wire';
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
  await writeWhole(`${file}.partial`, tarball);
  await rename(`${file}.partial`, file);
  return { file, bytes: tarball.length, tookMs: Math.round(performance.now() - started) };
}

/**
 * In as few writes as the system takes (one, for a file): writeFile's 512 KiB pieces each wait for a turn of an
 * event loop busy with requests, and a 66 MiB dump took a minute under load that way instead of a fraction of
 * a second.
 */
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  const handle = await open(path, 'w', 0o600);
  try {
    for (let written = 0; written < bytes.length; ) {
      written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
    }
  } finally {
    await handle.close();
  }
}
