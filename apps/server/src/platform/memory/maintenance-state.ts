import { activeMaintenanceWindow, type MaintenanceWindow } from '@vo/domain/maintenance/maintenance.rules';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { MEMORIES } from './kept.ts';
import { findUnfinishedWindows } from './maintenance.repo.ts';

/**
 * Every call asks "are we in maintenance?"; the answer is read from the database at most once a
 * second per instance, so switching it on or off reaches every instance within a second.
 */
export class MaintenanceState {
  /** The reading, a promise while it is under way, so that the calls arriving meanwhile wait for that one. */
  private cached: { windows: Promise<MaintenanceWindow[]>; readAt: number } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ttlMs = MEMORIES.maintenance.afterMs,
  ) {}

  async activeWindow(): Promise<MaintenanceWindow | null> {
    const now = this.clock.now();
    if (!this.cached || now.getTime() - this.cached.readAt >= this.ttlMs || now.getTime() < this.cached.readAt) {
      const reading = { windows: findUnfinishedWindows(this.db, now), readAt: now.getTime() };
      this.cached = reading;
      // A failed reading is not kept: the next call tries again.
      reading.windows.catch(() => {
        if (this.cached === reading) this.cached = null;
      });
    }
    return activeMaintenanceWindow(await this.cached.windows, now);
  }

  /** After this instance changed the windows, it must not answer from the old reading. */
  forget(): void {
    this.cached = null;
  }
}
