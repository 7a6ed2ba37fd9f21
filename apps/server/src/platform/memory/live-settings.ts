import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import { DEFAULT_LIMITS, isFlagName, isSettingName, type Limits, SETTINGS } from '@vo/domain/configuration/settings';
import type { Database } from '../../db/client.ts';
import { MEMORIES } from './kept.ts';
import type { KeptReads } from './read-changes.ts';
import { storedSettings } from './settings.repo.ts';

/*
 * Spec §9's settings in force on this instance (docs/decisions/0039). deps.featureFlags and deps.limits are
 * read on every call that depends on one; this memory keeps them equal to the database: the code's defaults
 * (with FEATURE_FLAGS over the flags), then what the back office stored. The database announces a change on
 * commit ("settings", migration 0027), so every instance reloads at once and tells its open pages through the
 * realtime channel; a slow re-read every 30 s covers a notice lost with the listening connection.
 */

const BACKSTOP_MS = MEMORIES.settings.afterMs;

export class LiveSettings {
  /** What the app started from (FEATURE_FLAGS over the spec's flags; the spec's limits), and the names the database set. */
  private base: { flags: FeatureFlags; limits: Limits; stored: Set<string> } | undefined;
  private stopListening = () => {};
  private backstop: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    /** deps.featureFlags and deps.limits themselves: rewritten in place, never replaced */
    private readonly featureFlags: FeatureFlags,
    private readonly limits: Limits,
  ) {}

  /** From now on, what the app was given is the base a setting set back returns to; nothing is read yet. */
  begin(): void {
    this.base = { flags: { ...this.featureFlags }, limits: structuredClone(DEFAULT_LIMITS), stored: new Set() };
  }

  /**
   * Loads the stored settings, then follows their changes (the database's notice, and the backstop) until
   * `stop`; `tell` hears of every change that moved a value.
   */
  async follow(reads: KeptReads, tell: () => void, logError: (error: unknown) => void): Promise<void> {
    await this.reload();
    const reloadAndTell = async () => {
      if (await this.reload()) tell();
    };
    this.stopListening = reads.onChange((notice) => {
      if (notice === 'settings' || notice.startsWith('settings:')) void reloadAndTell().catch(logError);
    });
    this.backstop = setInterval(() => void reloadAndTell().catch(() => {}), BACKSTOP_MS).unref();
  }

  stop(): void {
    this.stopListening();
    clearInterval(this.backstop);
  }

  /** Reads the stored settings into deps; answers whether anything changed. Names never stored are left alone. */
  async reload(): Promise<boolean> {
    const base = this.base;
    if (!base) return false;
    const rows = await storedSettings(this.db);
    const before = JSON.stringify([this.featureFlags, this.limits]);
    const now = new Set<string>();
    for (const row of rows) {
      if (!isSettingName(row.name) || !SETTINGS[row.name].schema.safeParse(row.value).success) continue;
      now.add(row.name);
      this.assign(row.name, row.value);
    }
    // A setting whose row went away (set back by hand) returns to where the app started.
    for (const name of base.stored) {
      if (now.has(name) || !isSettingName(name)) continue;
      this.assign(name, isFlagName(name) ? base.flags[name] : base.limits[name as keyof Limits]);
    }
    base.stored = now;
    return JSON.stringify([this.featureFlags, this.limits]) !== before;
  }

  private assign(name: string, value: unknown) {
    if (name in this.featureFlags) (this.featureFlags as unknown as Record<string, unknown>)[name] = value;
    else (this.limits as unknown as Record<string, unknown>)[name] = value;
  }
}
