import { z } from 'zod';

/**
 * The embedded engine's backup, taken by the server that owns it (docs/decisions/0060): its own dump of the data
 * directory, written into DATA_DIR/backups. English names: a read-out for the operator's command, not spec §7.
 */
export const backupAnswer = z.object({ file: z.string(), bytes: z.number().int(), tookMs: z.number().int() });
