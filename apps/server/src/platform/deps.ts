import type { FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import type { Limits } from '@vo/domain/configuration/settings';
import type { RateSource } from '../adapters/exchange-rates/rate-source.ts';
import type { MessageSender } from '../adapters/messaging/message-sender.ts';
import type { PaymentGateway } from '../adapters/payment-gateway/payment-gateway.ts';
import type { PushSender } from '../adapters/push/push-sender.ts';
import type { QrBank } from '../adapters/qr-bank/qr-bank.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { DomainEvents } from './events.ts';
import type { RequestQueueOptions } from './limits/request-queue.ts';
import { createMemory, type Memory } from './memory/memory.ts';
import type { PasswordHasher } from './sessions/password-hash.ts';

/** Everything the app needs from outside; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  /** What happened, announced after commit; the realtime channel listens. */
  events: DomainEvents;
  /** Redis for the realtime channel across instances; absent on a single instance. */
  redisUrl?: string;
  jwtSecret: string;
  opsSecret: string;
  messaging: MessageSender;
  /** Dollar exchange rates: the sandbox, or the service at EXCHANGE_RATES_URL. */
  rateSource: RateSource;
  /** The card acquirer: the built-in sandbox unless configured. */
  paymentGateway: PaymentGateway;
  /** The bank that issues payment QRs and confirms them through our webhook. */
  qrBank: QrBank;
  /** The native app's push (docs/decisions/0063): the sandbox unless configured; absent (PUSH=off): no push. */
  push?: PushSender;
  /** The address people use (PUBLIC_URL), for the links of e-mails and SMS. */
  publicUrl?: string;
  /** The reminders' job queue (pg-boss) and how often its worker polls; absent: not started (most tests). */
  reminderQueue?: { pollingSeconds: number };
  /**
   * Spec §9's flags in force (FEATURE_FLAGS over the spec's defaults; docs/decisions/0025). Read on every call
   * that depends on one, never copied: a test flips one between two calls.
   */
  featureFlags: FeatureFlags;
  /** Spec §9's limits in force: the spec's values, or what the back office set (docs/decisions/0039). */
  limits: Limits;
  rateLimits: { apiPerMinute: number; loginPerMinute: number };
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); absent or false: the socket's address only. */
  trustProxy?: string[] | false;
  /** The embedded engine's queue in front of the API (platform/limits/request-queue.ts); absent on PostgreSQL. */
  requestQueue?: RequestQueueOptions;
  /** How often unanswered refunds are asked again (REFUND_RETRY_SECONDS; absent: the domain's default). */
  refundRetrySeconds?: number;
  /** Test only (CARD_COMMIT_PAUSE_MS): a card payment waits this long between the acquirer's approval and its commit. */
  cardCommitPauseMs?: number;
  /** Extra wait per wrong password once failures pile up (0 in most tests). */
  loginSlowdownMs: number;
  /** How that wait is waited (a timer); a test may watch the waits a login decides on. */
  pause?: (ms: number) => Promise<void>;
  /** Where the embedded engine's backups are written (DATA_DIR/backups; docs/decisions/0060); absent: none taken. */
  backupDir?: string;
  /** Built web app to serve at `/`; absent in API-only tests. */
  webDistDir?: string;
  logLevel: string;
  /**
   * Tests: check every success answer against its endpoint's answer schema, to the byte (platform/http/answer-check.ts).
   * Off in production, where it would serialise each answer twice.
   */
  checkAnswers?: boolean;
  /** Write logs to this file instead of standard output (the test suite greps them for secrets). */
  logFile?: string;
  /**
   * What this instance keeps in memory (platform/memory/kept.ts says what each keeps and what makes it forget;
   * docs/decisions/0055). Built by `withMemory`, started and stopped with the app (app.ts).
   */
  memory: Memory;
}

/** The deps main.ts or a test put together, with their memories (not started: app.ts starts them). */
export function withMemory(given: Omit<AppDeps, 'memory'>): AppDeps {
  return { ...given, memory: createMemory(given) };
}
