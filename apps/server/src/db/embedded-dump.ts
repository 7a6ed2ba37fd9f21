import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';

/**
 * The embedded engine's own dump of its data directory (a tar), taken while it serves; null on PostgreSQL,
 * whose backup is pg_dump's (docs/decisions/0060). PGlite runs one statement at a time in this process and
 * dumps between two of them, so the tar is what a crash at that instant would leave: every committed
 * transaction is in its write-ahead log, which the restored copy replays when it first opens (the guarantee
 * crash-restart.test.ts proves). The checkpoint first keeps that replay short.
 */
export async function dumpEmbedded(db: Database): Promise<Buffer | null> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as PGlite | undefined)?.dumpDataDir !== 'function') return null;
  const pglite = client as PGlite;
  await pglite.query('CHECKPOINT');
  return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
}
