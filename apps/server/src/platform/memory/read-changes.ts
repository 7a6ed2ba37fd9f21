import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { ReadMemory } from './read-memory.ts';

/** The channel the database announces changes on (migration 0024_read_changes). */
const CHANNEL = 'read_changes';
/** A write's answer waits at most this long for its own changes to be heard here. */
const CATCH_UP_MS = 1_000;
/** A lost connection to the database is tried again this often; nothing is kept meanwhile. */
const RECONNECT_MS = 1_000;

/**
 * The guarded reads this app keeps (its ReadMemory, docs/decisions/0037), the feed that hears the database's
 * change notices for them, and whoever else listens to those notices (the live settings). One per app, on
 * `deps.memory.reads`.
 */
export class KeptReads {
  readonly memory = new ReadMemory();
  private readonly listeners = new Set<(notice: string) => void>();
  private feed: ReadChangeFeed | undefined;

  /**
   * Calls `listener` with every change notice this app hears from now on ("settings", "products:5,6", …), in
   * commit order. Answers how to stop.
   */
  onChange(listener: (notice: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once every change committed before the call has been heard by this app: a use case that writes
   * and then reads a kept read in the same request waits for it first (write routes do, app.ts).
   */
  caughtUp(): Promise<void> {
    return this.feed?.caughtUp() ?? Promise.resolve();
  }

  /** Starts listening on whichever engine the app runs on. */
  async listen(db: Database, log: FastifyBaseLogger): Promise<ReadChangeFeed> {
    const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
    const hear = (notice: string) => {
      this.memory.changed(notice);
      for (const listener of this.listeners) listener(notice);
    };
    const feed =
      client instanceof pg.Pool
        ? new PostgresFeed(client, this.memory, hear, log)
        : await pgliteFeed(client, this.memory, hear);
    if (feed instanceof PostgresFeed) await feed.connect().catch((error) => feed.lost(undefined, error));
    this.feed = feed;
    return feed;
  }
}

/** Hears the database's change notices for the app's memory, for as long as the app runs. */
export interface ReadChangeFeed {
  /**
   * Resolves once every change committed before the call has been heard here, so that the answer of a write
   * is never followed, on the same instance, by a read kept from before it.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs in this process and calls its listeners as a transaction commits, before the commit's own
 * promise resolves: a change is heard before anyone can read after it.
 */
async function pgliteFeed(client: PGlite, memory: ReadMemory, hear: (notice: string) => void): Promise<ReadChangeFeed> {
  const unlisten = await client.listen(CHANNEL, hear);
  memory.start();
  return {
    caughtUp: async () => {},
    close: async () => {
      memory.stop();
      await unlisten().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: one connection of its own, outside the pool, LISTENs. Notices arrive in commit order, so a
 * notice this instance sends after a commit is heard after every change of that commit (`caughtUp`).
 */
class PostgresFeed implements ReadChangeFeed {
  private client: pg.Client | undefined;
  private closed = false;
  private readonly instance = randomUUID();
  private sent = 0;
  /** the marker the callers of this tick wait for */
  private next: Promise<void> | undefined;
  private readonly awaited = new Map<string, () => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly memory: ReadMemory,
    private readonly hear: (notice: string) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', ({ payload }) => this.heard(payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.memory.start();
  }

  /** Nothing is kept until the feed listens again: a change made meanwhile would go unheard. */
  lost(client: pg.Client | undefined, error?: unknown): void {
    if (client !== undefined && this.client !== client) return;
    this.client = undefined;
    this.memory.stop();
    client?.end().catch(() => {});
    if (this.closed) return;
    if (error) this.log.warn({ err: error }, 'read changes: not listening, reads go to the database');
    setTimeout(() => {
      if (!this.closed) this.connect().catch((again) => this.lost(undefined, again));
    }, RECONNECT_MS).unref();
  }

  private heard(notice: string): void {
    if (notice.startsWith('caught-up:')) {
      this.awaited.get(notice)?.();
      return;
    }
    this.hear(notice);
  }

  /**
   * Callers in the same tick share one marker, sent after all of them asked (so it follows every commit
   * before any of them), and resume in the order they asked. A marker not heard within CATCH_UP_MS, or not
   * sent, means this instance cannot tell what it missed: it keeps nothing until it listens again.
   */
  caughtUp(): Promise<void> {
    if (this.client === undefined) return Promise.resolve(); // nothing is kept
    this.next ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        this.next = undefined;
        void this.sendMarker().then(resolve);
      });
    });
    return this.next;
  }

  private async sendMarker(): Promise<void> {
    const client = this.client;
    if (client === undefined) return;
    const marker = `caught-up:${this.instance}:${++this.sent}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.awaited.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_MS);
    });
    try {
      await this.pool.query('select pg_notify($1, $2)', [CHANNEL, marker]);
      if (!(await heard)) this.lost(client, new Error(`read changes: marker not heard within ${CATCH_UP_MS} ms`));
    } catch (error) {
      this.lost(client, error);
    } finally {
      clearTimeout(timer);
      this.awaited.delete(marker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.memory.stop();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
