import { ApiStatus } from '@vo/domain/envelope';
import type { MaintenanceData } from '@vo/domain/maintenance/maintenance.rules';
import { api } from './api.ts';
import { maintenanceStore } from './maintenance-store.ts';

/** Spec §4: maintenance is on when the check answers status 1 (or 5) with an end date; off otherwise or on failure. */
export async function checkMaintenance(): Promise<void> {
  try {
    const envelope = await api<MaintenanceData>('user/verificar/mantenimiento', { silent: true });
    const until = envelope.data?.fecha_fin_mantenimiento;
    const active = envelope.status === ApiStatus.failure || envelope.status === ApiStatus.maintenance;
    maintenanceStore.set(active && until ? until : null);
  } catch {
    maintenanceStore.set(null);
  }
}
