import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Security-relevant events (logins, lockouts, password changes, operator actions), never secrets. */
export async function audit(
  db: Executor,
  entry: {
    userId?: number | null;
    staffId?: number | null;
    action: string;
    detail?: Record<string, unknown>;
    ip?: string;
  },
  now: Date,
) {
  await db.insert(auditLog).values({
    userId: entry.userId ?? null,
    staffId: entry.staffId ?? null,
    action: entry.action,
    detail: entry.detail ?? {},
    ip: entry.ip ?? '',
    createdAt: now,
  });
}
