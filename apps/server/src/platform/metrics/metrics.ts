import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps.ts';

/** What a scrape asks the running app for, besides the counts it keeps itself. */
export interface ScrapeSources {
  /** Unsent messages, those unsent too long, and the oldest one's age (platform/metrics/outbox-backlog.ts). */
  outbox(): Promise<{ backlog: number; overdue: number; oldestSeconds: number }>;
  /** Calls waiting for a database connection (PostgreSQL's pool) or a turn (the embedded engine's queue). */
  poolWaiting(): number;
  /** Open realtime connections (socket.io). */
  realtimeConnections(): number;
}

/** Seconds: from a few milliseconds (a kept read) to the ten seconds a request may take at the worst. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's figures in Prometheus' format (docs/decisions/0059), on a registry of its own: tests build many apps
 * in one process, and each counts only its own calls.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private sources: ScrapeSources | undefined;
  private processFigures = false;

  /** Every answer, by its route's pattern (bounded: never the raw URL), method, HTTP and envelope status. */
  readonly requests = new Histogram({
    name: 'vo_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method, HTTP status and envelope status (its _count is the requests).',
    labelNames: ['route', 'method', 'status_code', 'envelope_status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'vo_payments_total',
    help: 'Payments by means (card, qr, prepaid, wallet) and outcome (approved once committed; declined, timeout).',
    labelNames: ['means', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly refunds = new Counter({
    name: 'vo_refunds_total',
    help: 'Refunds by means and the state each reached once committed (requested, completed, owed, declined).',
    labelNames: ['means', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly keptReads = new Counter({
    name: 'vo_kept_reads_total',
    help: 'Guarded reads asked of the read memory: hit (answered from memory) or miss (read from the database).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly keptReadInvalidations = new Counter({
    name: 'vo_kept_read_invalidations_total',
    help: 'Scopes the database announced changed, each making the reads kept under it old.',
    registers: [this.registry],
  });

  constructor() {
    const metrics = this;
    new Gauge({
      name: 'vo_outbox_backlog',
      help: 'E-mails and SMS written and not yet sent (counted up to 10000).',
      registers: [this.registry],
      async collect() {
        const outbox = await metrics.sources?.outbox();
        if (!outbox) return;
        this.set(outbox.backlog);
        overdue.set(outbox.overdue);
        oldest.set(outbox.oldestSeconds);
      },
    });
    const overdue = new Gauge({
      name: 'vo_outbox_failed_deliveries',
      help: 'Messages still unsent 15 minutes after they were written: the provider refused them or never answered.',
      registers: [this.registry],
    });
    const oldest = new Gauge({
      name: 'vo_outbox_oldest_unsent_seconds',
      help: 'Age of the oldest message not yet sent (0 when none waits).',
      registers: [this.registry],
    });
    new Gauge({
      name: 'vo_db_pool_waiting',
      help: "Calls waiting for a database connection (PostgreSQL's pool) or a turn (the embedded engine's queue).",
      registers: [this.registry],
      collect() {
        if (metrics.sources) this.set(metrics.sources.poolWaiting());
      },
    });
    new Gauge({
      name: 'vo_realtime_connections',
      help: 'Open realtime (socket.io) connections on this instance.',
      registers: [this.registry],
      collect() {
        if (metrics.sources) this.set(metrics.sources.realtimeConnections());
      },
    });
  }

  /** What a scrape reads from the running app; set once app.ts has built it. */
  readFrom(sources: ScrapeSources): void {
    this.sources = sources;
  }

  /**
   * The whole text a scrape answers. The process's own figures (event-loop delay, memory, CPU, GC) start with
   * the first scrape: each set keeps an event-loop monitor running for good, which the many apps a test
   * process builds and never scrape should not pay for.
   */
  async text(): Promise<string> {
    if (!this.processFigures) {
      this.processFigures = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }
}

/** One set of figures per running app (its deps), as its memories (platform/memory/read-changes.ts). */
const figures = new WeakMap<AppDeps, AppMetrics>();

export function metricsOf(deps: AppDeps): AppMetrics {
  let metrics = figures.get(deps);
  if (!metrics) {
    metrics = new AppMetrics();
    figures.set(deps, metrics);
  }
  return metrics;
}
