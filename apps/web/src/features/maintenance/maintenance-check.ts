import { ApiStatus } from '@vo/domain/envelope';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import type { MaintenanceData } from '@vo/domain/maintenance/maintenance.rules';
import { call } from '../../lib/api.ts';
import { maintenanceStore } from '../../lib/maintenance-store.ts';

/** Spec §4: maintenance is on when the check answers status 1 (or 5) with an end date; off otherwise or on failure. */
export async function checkMaintenance(): Promise<void> {
  try {
    const envelope = await call(maintenanceEndpoints.check, undefined, { silent: true });
    // The refusal (status 1 or 5) carries the end date; a success carries nothing.
    const until = (envelope.data as MaintenanceData | null | undefined)?.fecha_fin_mantenimiento;
    const active = envelope.status === ApiStatus.failure || envelope.status === ApiStatus.maintenance;
    maintenanceStore.set(active && until ? until : null);
  } catch {
    maintenanceStore.set(null);
  }
}
