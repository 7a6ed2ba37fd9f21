import { EXCHANGE_RATE_CACHE_SECONDS } from '@vo/domain/currency/currency-config';
import { REMEMBER_MS } from '../sessions/session-memory.ts';

/*
 * What this server keeps in memory, and what makes it forget (docs/decisions/0055): every kept thing is
 * declared here once — its key, how long it is believed, and which of the database's change notices drop it.
 * The memories themselves are one object on AppDeps (`deps.memory`, platform/memory/memory.ts), started and
 * stopped with the app (platform/memory/start-memory.ts). `kept.test.ts` walks this file: every notice named
 * here must be announced by a trigger in the migrations, and every `keptRead` must name an entry.
 */

/**
 * The kinds of change the database announces on the channel `read_changes` (statement triggers of migrations
 * 0024_read_changes, 0027_settings_announced, 0037_catalogue_and_cabins_announced and 0041_gate_cards_announced;
 * docs/decisions/0037, 0039, 0062, 0067). A notice names the kind, or the
 * kind and the people (or the project) whose rows a statement touched: "products:5,6".
 */
export const ANNOUNCED = [
  'person',
  'products',
  'notifications',
  'lots',
  'prereservations',
  'names',
  'companies',
  'network',
  'race',
  'settings',
  'projects',
  'cabins',
  // a lot held while an adviser looks at its plans (migration 0040_lot_holds, docs/decisions/0064): nothing kept
  // waits for it; every instance tells its open maps
  'holds',
  'cards',
] as const;
export type Announced = (typeof ANNOUNCED)[number];

/** What a kept read depends on: a whole kind ("network") or one person's or project's part of it ("products:5"). */
export type Scope<K extends Announced = Announced> = K | `${K}:${number}`;

/** A kept thing: what it is, what it is kept by, and what makes it read again. */
export interface Kept {
  what: string;
  key: string;
  /** The database's notices that drop it at once, on every instance. */
  notices: readonly Announced[];
  /** Believed at most this long even if nothing is heard; null: as long as what it is derived from. */
  afterMs: number | null;
  /** Anything else that drops it. */
  also?: string;
}

/** A kept read is believed at most this long even if no change is heard: what a lost notice could cost (0037). */
export const KEEP_MS = 30_000;

const read = <const K extends readonly Announced[]>(what: string, key: string, notices: K) => ({
  what,
  key,
  notices,
  afterMs: KEEP_MS,
});

/**
 * The guarded reads kept until the database says their rows changed (`keptRead`, platform/memory/kept-read.ts;
 * docs/decisions/0037). A read's scopes may only be of the kinds its entry declares (the type says so).
 */
export const KEPT_READS = {
  home: read("a person's home fields", 'person', ['person']),
  products: read("a customer's products and their debts", 'person, the day (overdue depends on it)', [
    'products',
    'companies',
  ]),
  notificationPage: read('a page of notifications', 'person, type, page', ['notifications']),
  notificationCounts: read('the notification counts (unread, total)', 'person', ['notifications']),
  networkLevel: read("a level of an adviser's network", 'adviser, node, page', ['network', 'names']),
  raceTop: read("the race's shared top", 'race', ['race', 'names']),
  raceOwn: read("an adviser's own place in the race", 'race, adviser', ['race', 'network', 'names']),
  // docs/decisions/0065: the typical sale of an adviser with few sales of her own.
  raceMarketMedian: read("the median sale of every adviser in the race's period", 'race period, day', ['race']),
  takenLots: read("a project's taken lots, sorted", 'project', ['lots']),
  ownHeldLots: read("the lots an adviser's own pending pre-reservations hold", 'adviser, project', [
    'prereservations',
    'lots',
  ]),
  // docs/decisions/0062: the same list for everyone who asks with the same filters.
  catalogue: read("the catalogue's list and its zones", 'filters, page', ['projects']),
  cabinNights: read("a cabin kind's free cabins per night", 'park, kind, first day, days', ['cabins']),
  // docs/decisions/0067: the park gate scans the same cards again and again; its holder's debt is `products`.
  gateCard: read('a card the park gate scanned, with its holder', 'card number (it names its product)', [
    'cards',
    'names',
  ]),
} as const satisfies Record<string, Kept>;
export type KeptReadName = keyof typeof KEPT_READS;

/**
 * The memories, one per name on `deps.memory` (platform/memory/memory.ts). `reads` holds every entry of
 * KEPT_READS; the others keep one thing each.
 */
export const MEMORIES = {
  reads: {
    what: 'the guarded reads of KEPT_READS (at most 50 000 at once)',
    key: "the read's name, scopes and what else it depends on",
    notices: [],
    afterMs: KEEP_MS,
    also: "a notice of one of the read's scopes (KEPT_READS); everything while the feed does not listen",
  },
  sessions: {
    what: 'sessions the database found valid, and their pending inactivity touches',
    key: 'session id, reached by the one spelling of its token (0041)',
    notices: [],
    afterMs: REMEMBER_MS,
    also: 'an ending announced by a use case (event sessionsEnded; through Redis, on every instance)',
  },
  settings: {
    what: "spec §9's flags and limits in force (deps.featureFlags, deps.limits)",
    key: 'setting name',
    notices: ['settings'],
    afterMs: 30_000,
    also: "this instance's own change (read again before its answer)",
  },
  maintenance: {
    what: 'the unfinished maintenance windows',
    key: 'one reading',
    notices: [],
    afterMs: 1_000,
    also: "this instance's own change of the windows",
  },
  drawings: {
    what: "a project's drawing: blocks and lots without their states (at most 64 projects)",
    key: 'project',
    notices: [],
    afterMs: 5 * 60_000,
    also: 'nothing in the portal or the console moves a block or a lot: a drawing changed in the database (a seed, SQL by hand) shows within 5 minutes',
  },
  geometry: {
    what: "the answer bytes of a project's drawing (JSON and gzip, its ETag)",
    key: 'the kept drawing',
    notices: [],
    afterMs: null,
    also: 'dropped with its drawing',
  },
  rates: {
    what: 'the dollar exchange rates (also stored as the last known)',
    key: 'one reading',
    notices: [],
    afterMs: EXCHANGE_RATE_CACHE_SECONDS * 1000,
    also: 'after a failed fetch the rate service is left alone 60 s, the last known served as stale',
  },
} as const satisfies Record<string, Kept>;
export type MemoryName = keyof typeof MEMORIES;

/**
 * The notices named by `kept` that no trigger announces: "name: kind" for each. A kept thing waiting for a
 * notice nobody sends would be believed until its time is up — a debt shown after it was paid.
 */
export function unannouncedNotices(
  kept: Record<string, { notices: readonly string[] }>,
  announcedByTriggers: ReadonlySet<string>,
): string[] {
  return Object.entries(kept).flatMap(([name, { notices }]) =>
    notices.filter((kind) => !announcedByTriggers.has(kind)).map((kind) => `${name}: ${kind}`),
  );
}
