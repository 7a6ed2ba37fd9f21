import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings, settingsHistory, staff } from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/back-office/back-office-page.ts';

/** The value stored for a setting, locked until the change commits (two changes at once do not lose one). */
export async function storedSettingForUpdate(db: Executor, name: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name)).for('update');
  return row ?? null;
}

export async function storeSetting(
  db: Executor,
  change: { name: string; before: unknown; after: unknown; reason: string; staffId: number | null; now: Date },
) {
  await db
    .insert(settings)
    .values({ name: change.name, value: change.after, changedAt: change.now, changedByStaffId: change.staffId })
    .onConflictDoUpdate({
      target: settings.name,
      set: { value: change.after, changedAt: change.now, changedByStaffId: change.staffId },
    });
  await db.insert(settingsHistory).values({
    name: change.name,
    before: change.before,
    after: change.after,
    reason: change.reason,
    staffId: change.staffId,
    changedAt: change.now,
  });
}

export async function settingsHistoryPage(db: Executor, name: string | null, limit: number, offset: number) {
  const where = name ? eq(settingsHistory.name, name) : undefined;
  const rows = await db
    .select({
      name: settingsHistory.name,
      before: settingsHistory.before,
      after: settingsHistory.after,
      reason: settingsHistory.reason,
      who: staff.fullName,
      when: settingsHistory.changedAt,
    })
    .from(settingsHistory)
    .leftJoin(staff, eq(staff.id, settingsHistory.staffId))
    .where(where)
    .orderBy(desc(settingsHistory.changedAt), desc(settingsHistory.id))
    .limit(limit)
    .offset(offset);
  const counted = await countUpTo(db, db.select({ id: settingsHistory.id }).from(settingsHistory).where(where));
  return { rows, counted };
}
