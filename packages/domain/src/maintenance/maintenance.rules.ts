import { parseBusinessDateTime } from '../time.ts';

export interface MaintenanceWindow {
  startsAt: Date;
  endsAt: Date;
}

/** The window in force at `now` (the one ending last when several overlap), or null. */
export function activeMaintenanceWindow<W extends MaintenanceWindow>(windows: readonly W[], now: Date): W | null {
  let active: W | null = null;
  for (const window of windows) {
    const inForce = window.startsAt.getTime() <= now.getTime() && now.getTime() < window.endsAt.getTime();
    if (inForce && (!active || window.endsAt > active.endsAt)) active = window;
  }
  return active;
}

/** The answer of GET /user/verificar/mantenimiento and of status 5. */
export interface MaintenanceData {
  fecha_fin_mantenimiento: string;
}

/** `ops maintenance on --until "DD/MM/YYYY HH:mm:ss"`: a real La Paz date in the future, else null. */
export function maintenanceEndFrom(text: string, now: Date): Date | null {
  const end = parseBusinessDateTime(text);
  return end && end.getTime() > now.getTime() ? end : null;
}
