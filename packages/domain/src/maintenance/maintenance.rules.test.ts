import { describe, expect, it } from 'vitest';
import { activeMaintenanceWindow, maintenanceEndFrom } from './maintenance.rules.ts';

const at = (iso: string) => new Date(iso);

describe('maintenance windows', () => {
  const windows = [
    { id: 1, startsAt: at('2026-11-21T10:00:00Z'), endsAt: at('2026-11-21T12:00:00Z') },
    { id: 2, startsAt: at('2026-11-21T11:00:00Z'), endsAt: at('2026-11-21T14:00:00Z') },
  ];

  it('is in force from its start, up to but not including its end', () => {
    expect(activeMaintenanceWindow(windows, at('2026-11-21T09:59:59Z'))).toBeNull();
    expect(activeMaintenanceWindow(windows, at('2026-11-21T10:00:00Z'))?.id).toBe(1);
    expect(activeMaintenanceWindow(windows, at('2026-11-21T14:00:00Z'))).toBeNull();
  });

  it('answers the window ending last when two overlap, so the countdown shows the real end', () => {
    expect(activeMaintenanceWindow(windows, at('2026-11-21T11:30:00Z'))?.id).toBe(2);
  });

  it('takes an end date in La Paz time that lies in the future', () => {
    const now = at('2026-11-21T12:00:00Z'); // 08:00 in La Paz
    expect(maintenanceEndFrom('21/11/2026 09:00:00', now)?.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(maintenanceEndFrom('21/11/2026 08:00:00', now)).toBeNull();
    expect(maintenanceEndFrom('soon', now)).toBeNull();
  });
});
