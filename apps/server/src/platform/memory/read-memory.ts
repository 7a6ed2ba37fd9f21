import { KEEP_MS, type Scope } from './kept.ts';

export { KEEP_MS };

/**
 * What a kept read depends on: "products:5" (one person's products), or a whole kind ("network"). The
 * database announces the same names when a statement changes their rows (platform/memory/kept.ts lists them).
 */
export type ReadScope = Scope;

/** Reads kept at once; beyond it the oldest are forgotten (and read again when next asked). */
const MAX_KEPT = 50_000;
/** Scopes whose changes are counted; beyond it every count starts again, and every kept read with them. */
const MAX_COUNTED = 200_000;

interface Kept {
  /** the reading, shared by every call that asks while it runs */
  value: Promise<unknown>;
  /** the generations of its scopes when the reading began: any change since makes it old */
  stamp: string;
  bornMs: number;
}

/** What the memory tells whoever counts it (the operator's figures, platform/metrics): small and synchronous. */
export type KeptReadEvent = 'hit' | 'miss' | 'invalidation';

const kindOf = (scope: ReadScope) => {
  const colon = scope.indexOf(':');
  return colon < 0 ? scope : scope.slice(0, colon);
};

/**
 * Guarded reads kept in memory until the database says their rows changed (docs/decisions/0037), so that a
 * page asked again answers without a query. Nothing is kept while the change feed is not listening
 * (`isOpen` false): a read then always goes to the database. A reading that began before a change is never
 * handed out after the change is heard, even if it finishes later.
 */
export class ReadMemory {
  private readonly kept = new Map<string, Kept>();
  /** changes heard per scope ("products:5") and per kind ("products", bumped by "products:*") */
  private readonly generations = new Map<string, number>();
  /** reads are kept only while every change is heard (the feed listens) */
  private isOpen = false;
  /** Told of each hit, miss and invalidation, when someone counts them (docs/decisions/0059). */
  count: ((event: KeptReadEvent) => void) | undefined;

  /** The feed listens: from now on every change is heard. */
  start(): void {
    this.kept.clear();
    this.isOpen = true;
  }

  /** The feed stopped listening (closed, or its connection lost): changes could go unheard. */
  stop(): void {
    this.isOpen = false;
    this.kept.clear();
  }

  /**
   * The value of `key` (which must name everything the read depends on besides its scopes) kept from an
   * earlier call when none of `scopes` changed since, else `load()`'s, kept for the next call.
   */
  read<T>(scopes: readonly ReadScope[], key: string, nowMs: number, load: () => Promise<T>): Promise<T> {
    if (!this.isOpen) {
      this.count?.('miss');
      return load();
    }
    const stamp = this.stampOf(scopes);
    const found = this.kept.get(key);
    if (found && found.stamp === stamp && nowMs - found.bornMs < KEEP_MS && nowMs >= found.bornMs) {
      this.count?.('hit');
      return found.value as Promise<T>;
    }
    this.count?.('miss');
    if (found) this.kept.delete(key);
    if (this.kept.size >= MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    const value = load();
    const entry: Kept = { value, stamp, bornMs: nowMs };
    this.kept.set(key, entry);
    // A failed reading is not kept: the next call reads again.
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return value;
  }

  /** A change announced by the database: "products:5,6", "products:*", "network". */
  changed(notice: string): void {
    const colon = notice.indexOf(':');
    const kind = colon < 0 ? notice : notice.slice(0, colon);
    const people = colon < 0 ? '*' : notice.slice(colon + 1);
    if (people === '*') this.bump(kind);
    else for (const id of people.split(',')) this.bump(`${kind}:${id}`);
  }

  private bump(name: string): void {
    if (this.generations.size >= MAX_COUNTED) {
      this.generations.clear();
      this.kept.clear();
    }
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    this.count?.('invalidation');
  }

  /** The generations a reading of `scopes` depends on: its own scopes' and their kinds'. */
  private stampOf(scopes: readonly ReadScope[]): string {
    let stamp = '';
    for (const scope of scopes) {
      const kind = kindOf(scope);
      stamp += `${this.generations.get(kind) ?? 0}.${kind === scope ? 0 : (this.generations.get(scope) ?? 0)};`;
    }
    return stamp;
  }
}
