import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings, staff } from '../../db/schema/index.ts';

/** Spec §9's settings the back office stored (docs/decisions/0039), with who changed each and when. */
export async function storedSettings(db: Executor) {
  return db
    .select({
      name: settings.name,
      value: settings.value,
      changedAt: settings.changedAt,
      changedBy: staff.fullName,
    })
    .from(settings)
    .leftJoin(staff, eq(staff.id, settings.changedByStaffId));
}
