import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIMITS } from '@vo/domain/configuration/settings';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { httpRateSource, sandboxRateSource } from './adapters/exchange-rates/rate-source.ts';
import { sandboxSender } from './adapters/messaging/sandbox-sender.ts';
import { SandboxGateway } from './adapters/payment-gateway/sandbox-gateway.ts';
import { fileJournal } from './adapters/payment-gateway/sandbox-journal.ts';
import { sandboxPush } from './adapters/push/sandbox-push.ts';
import { deliverOverHttp, SandboxQrBank, sandboxQrSecret } from './adapters/qr-bank/sandbox-qr-bank.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './platform/clock.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { withMemory } from './platform/deps.ts';
import { readServerEnv } from './platform/env.ts';
import { DomainEvents } from './platform/events.ts';
import { EMBEDDED_REQUEST_QUEUE } from './platform/limits/request-queue.ts';
import { serveMetricsOnPort } from './platform/metrics/metrics-port.ts';
import { createPasswordHasher } from './platform/sessions/password-hash.ts';
import { seedDemoData } from './seed/demo.ts';

// Relative to this file both in src/ (tsx) and in dist/ (the build copies the migrations beside main.js).
const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const startedAt = performance.now();
const env = readServerEnv();
const unlockDataDir = env.databaseUrl ? () => {} : lockOrExit(env.dataDir);
const database = await openDatabase(
  env.databaseUrl
    ? { engine: 'postgres', url: env.databaseUrl, poolSize: env.databasePoolSize }
    : { engine: 'pglite', dataDir: join(env.dataDir, 'pglite') },
);
await database.migrate(MIGRATIONS_DIR);
const passwords = createPasswordHasher(env.passwordHash, {
  concurrency: env.passwordHashConcurrency,
  queue: env.passwordHashQueue,
  busyDelayMs: 1_000,
  nice: env.passwordHashNice,
});
const seeded = await seedDemoData(database.db, passwords, systemClock.now());

// The sandbox bank calls this server's own webhook over HTTP, exactly as a real bank would.
const qrBank = new SandboxQrBank(sandboxQrSecret(env.jwtSecret));
qrBank.deliver = deliverOverHttp(`http://127.0.0.1:${env.port}/api/${paymentEndpoints.qrNotification.path}`);
qrBank.deliverTransfer = deliverOverHttp(
  `http://127.0.0.1:${env.port}/api/${paymentEndpoints.qrTransferNotification.path}`,
);

const app = await buildApp(
  withMemory({
    db: database.db,
    clock: systemClock,
    passwords,
    events: new DomainEvents(),
    ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
    jwtSecret: env.jwtSecret,
    opsSecret: env.opsSecret,
    messaging: sandboxSender,
    rateSource: env.exchangeRatesUrl ? httpRateSource(env.exchangeRatesUrl) : sandboxRateSource,
    // The sandbox acquirer keeps its charges and refunds in DATA_DIR, as a real one remembers them across our restarts.
    paymentGateway: new SandboxGateway(
      env.jwtSecret,
      undefined,
      fileJournal(join(env.dataDir, 'sandbox-acquirer.jsonl')),
    ),
    qrBank,
    rateLimits: { apiPerMinute: env.apiRateLimitPerMinute, loginPerMinute: env.loginRateLimitPerMinute },
    trustProxy: env.trustProxy,
    // The embedded engine answers "busy, try again" rather than keep anyone waiting past two seconds.
    ...(database.engine === 'pglite' ? { requestQueue: EMBEDDED_REQUEST_QUEUE } : {}),
    loginSlowdownMs: 250,
    featureFlags: env.featureFlags,
    refundRetrySeconds: env.refundRetrySeconds,
    ...(env.cardCommitPauseMs ? { cardCommitPauseMs: env.cardCommitPauseMs } : {}),
    ...(env.push === 'sandbox' ? { push: sandboxPush } : {}),
    publicUrl: env.publicUrl,
    // The reminders' sweep job every few minutes; the worker looks for it every 30 s (docs/decisions/0063).
    ...(env.reminders ? { reminderQueue: { pollingSeconds: 30 } } : {}),
    limits: structuredClone(DEFAULT_LIMITS),
    webDistDir: WEB_DIST_DIR,
    // `npm run ops -- backup` on the embedded engine writes here (docs/decisions/0060).
    ...(database.engine === 'pglite' ? { backupDir: join(env.dataDir, 'backups') } : {}),
    logLevel: env.logLevel,
  }),
);

/**
 * A graceful stop (docs/decisions/0060). SIGTERM, an orchestrator's or a rolling restart's: readiness answers
 * `stopping` at once and the instance keeps serving for SHUTDOWN_DRAIN_SECONDS, so the balancer's health check
 * takes it out before it stops listening; then it stops accepting, lets every request under way finish (a
 * payment commits and answers, or never started), closes the sockets (their pages reconnect to another
 * instance), the read-change feed, Redis and the pool. SIGINT (Ctrl-C at a terminal) skips the drain. Whatever
 * is still running SHUTDOWN_GRACE_SECONDS later is cut: the process exits 1.
 */
let stopping = false;
const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
  if (stopping) return;
  stopping = true;
  app.lifecycle.stopping();
  const drainSeconds = signal === 'SIGTERM' ? env.shutdownDrainSeconds : 0;
  app.log.info({ signal, drainSeconds, graceSeconds: env.shutdownGraceSeconds }, 'stopping');
  setTimeout(
    () => {
      app.log.error({ graceSeconds: env.shutdownGraceSeconds }, 'stop: work still under way after the grace; exiting');
      process.exit(1);
    },
    (drainSeconds + env.shutdownGraceSeconds) * 1000,
  ).unref();
  await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  await app.close();
  await database.close();
  unlockDataDir();
  app.log.info({ signal }, 'stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Prometheus' own port, without the operator secret (docs/decisions/0059); it closes with the app.
if (env.metricsPort) {
  const metricsServer = await serveMetricsOnPort(app.deps, env.metricsPort, env.metricsHost);
  app.addHook('onClose', (_app, done) => metricsServer.close(() => done()));
}
await app.listen({ port: env.port, host: env.host });
app.log.info(
  { engine: database.engine, seeded, readyMs: Math.round(performance.now() - startedAt) },
  `Virtual Office on http://localhost:${env.port}`,
);

function lockOrExit(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
