import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import { featureFlagsWire } from '@vo/domain/configuration/feature-flags.wire';
import { DEFAULT_LIMITS, isFlagName, isSettingName, type Limits, SETTINGS } from '@vo/domain/configuration/settings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { onReadChange } from '../../platform/memory/read-changes.ts';
import { storedSettings } from './settings.repo.ts';

/*
 * Spec §9's settings in force on this instance (docs/decisions/0039). deps.featureFlags and deps.limits are
 * read on every call that depends on one; this module keeps them equal to the database: the code's defaults
 * (with FEATURE_FLAGS over the flags), then what the back office stored. The database announces a change on
 * commit ("settings", migration 0027), so every instance reloads at once and tells its open pages through the
 * realtime channel; a slow re-read every 30 s covers a notice lost with the listening connection.
 */

const BACKSTOP_MS = 30_000;

/** What each app started from (FEATURE_FLAGS over the spec's flags; the spec's limits), and the names the database set. */
const started = new WeakMap<AppDeps, { flags: FeatureFlags; limits: Limits; stored: Set<string> }>();

/** Reads the stored settings into deps; answers whether anything changed. Names never stored are left alone. */
export async function reloadSettings(deps: AppDeps): Promise<boolean> {
  const base = started.get(deps);
  if (!base) return false;
  const rows = await storedSettings(deps.db);
  const before = JSON.stringify([deps.featureFlags, deps.limits]);
  const now = new Set<string>();
  for (const row of rows) {
    if (!isSettingName(row.name) || !SETTINGS[row.name].schema.safeParse(row.value).success) continue;
    now.add(row.name);
    assign(deps, row.name, row.value);
  }
  // A setting whose row went away (set back by hand) returns to where the app started.
  for (const name of base.stored) {
    if (now.has(name) || !isSettingName(name)) continue;
    assign(deps, name, isFlagName(name) ? base.flags[name] : base.limits[name as keyof Limits]);
  }
  base.stored = now;
  return JSON.stringify([deps.featureFlags, deps.limits]) !== before;
}

function assign(deps: AppDeps, name: string, value: unknown) {
  if (name in deps.featureFlags) (deps.featureFlags as unknown as Record<string, unknown>)[name] = value;
  else (deps.limits as unknown as Record<string, unknown>)[name] = value;
}

/** Loads the stored settings before the app answers, and follows their changes for as long as it runs. */
export function followSettings(app: FastifyInstance) {
  const { deps } = app;
  started.set(deps, {
    flags: { ...deps.featureFlags },
    limits: structuredClone(DEFAULT_LIMITS),
    stored: new Set(),
  });
  const reloadAndTell = async () => {
    if (await reloadSettings(deps)) app.realtime.local.emit('configuracion', featureFlagsWire(deps.featureFlags));
  };
  let stopListening = () => {};
  let backstop: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await reloadSettings(deps);
    stopListening = onReadChange(deps, (notice) => {
      if (notice === 'settings' || notice.startsWith('settings:'))
        void reloadAndTell().catch((error) => app.log.error(error));
    });
    backstop = setInterval(() => void reloadAndTell().catch(() => {}), BACKSTOP_MS).unref();
  });
  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(backstop);
  });
}
