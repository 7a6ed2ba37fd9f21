import { maintenanceEndFrom } from '@vo/domain/maintenance/maintenance.rules';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { closeWindows, insertWindow } from '../../platform/memory/maintenance.repo.ts';
import type { MaintenanceState } from '../../platform/memory/maintenance-state.ts';
import { audit } from '../../platform/records/audit.repo.ts';

/** GET /user/verificar/mantenimiento: status 1 with the end date while a window is in force (spec §7). */
export async function checkMaintenance(state: MaintenanceState): Promise<void> {
  const window = await state.activeWindow();
  if (!window) return;
  const until = formatBusinessDateTime(window.endsAt);
  throw new AppError('platform.maintenance', 1, { until }, { fecha_fin_mantenimiento: until });
}

/** `ops maintenance on --until`: from now until the given La Paz date and time; answers when it ends. */
export async function startMaintenance(deps: AppDeps, state: MaintenanceState, until: string): Promise<Date> {
  const now = deps.clock.now();
  const endsAt = maintenanceEndFrom(until, now);
  if (!endsAt) throw new AppError('maintenance.dateInvalid');
  await deps.db.transaction(async (tx) => {
    await insertWindow(tx, now, endsAt);
    await audit(tx, { action: 'maintenance.on', detail: { until } }, now);
  });
  state.forget();
  return endsAt;
}

/** Answers how many windows it closed. */
export async function stopMaintenance(deps: AppDeps, state: MaintenanceState): Promise<number> {
  const now = deps.clock.now();
  const closed = await deps.db.transaction(async (tx) => {
    const rows = await closeWindows(tx, now);
    await audit(tx, { action: 'maintenance.off', detail: { closed: rows.length } }, now);
    return rows;
  });
  state.forget();
  return closed.length;
}
