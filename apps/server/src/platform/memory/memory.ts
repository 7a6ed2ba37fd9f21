import type { LotMap } from '@vo/domain/catalogue/project-map.wire';
import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import type { Limits } from '@vo/domain/configuration/settings';
import { CachedExchangeRates } from '../../adapters/exchange-rates/cached-rates.ts';
import type { RateSource } from '../../adapters/exchange-rates/rate-source.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { SessionMemory } from '../sessions/session-memory.ts';
import { MEMORIES, type MemoryName } from './kept.ts';
import type { KeptAnswer } from './kept-answer.ts';
import { LiveSettings } from './live-settings.ts';
import { MaintenanceState } from './maintenance-state.ts';
import { KeptReads } from './read-changes.ts';
import { TimedMemory } from './timed-memory.ts';

/** The most projects whose drawing is kept at once (a 2 000-lot drawing is about 0.5 MB, its answer 160 kB). */
const MOST_DRAWINGS = 64;

/**
 * Everything this instance keeps in memory, one memory per entry of MEMORIES (platform/memory/kept.ts, which
 * says what each keeps and what makes it forget; docs/decisions/0055). Created with the app's deps
 * (`withMemory`), started and stopped by app.ts (platform/memory/start-memory.ts).
 */
export interface Memory {
  /** The guarded reads of KEPT_READS and the feed of the database's change notices (docs/decisions/0037). */
  reads: KeptReads;
  /** Sessions found valid, and their pending inactivity touches (docs/decisions/0023). */
  sessions: SessionMemory;
  /** Keeps deps.featureFlags and deps.limits equal to the database (docs/decisions/0039). */
  settings: LiveSettings;
  /** "Are we in maintenance?", read at most once a second (docs/decisions/0023). */
  maintenance: MaintenanceState;
  /** Each project's drawing, five minutes (docs/decisions/0012, 0021). */
  drawings: TimedMemory<number, LotMap>;
  /** The answer bytes of a kept drawing, dropped with it (docs/decisions/0021). */
  geometry: WeakMap<LotMap, Promise<KeptAnswer>>;
  /** The dollar exchange rates, an hour (spec §3; docs/decisions/0007). */
  rates: CachedExchangeRates;
}

/** What the memories are built on: the same objects AppDeps holds (the settings are rewritten in place). */
export interface MemoryParts {
  db: Database;
  clock: Clock;
  rateSource: RateSource;
  featureFlags: FeatureFlags;
  limits: Limits;
}

export function createMemory(parts: MemoryParts): Memory {
  const memory = {
    reads: new KeptReads(),
    sessions: new SessionMemory(),
    settings: new LiveSettings(parts.db, parts.featureFlags, parts.limits),
    maintenance: new MaintenanceState(parts.db, parts.clock),
    drawings: new TimedMemory<number, LotMap>(MEMORIES.drawings.afterMs, MOST_DRAWINGS),
    geometry: new WeakMap<LotMap, Promise<KeptAnswer>>(),
    rates: new CachedExchangeRates(parts.rateSource, parts.db, parts.clock),
  } satisfies Record<MemoryName, unknown>;
  return memory;
}
