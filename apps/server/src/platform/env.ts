import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vo/domain/configuration/feature-flag-config';
import { parseFeatureFlagSettings } from '@vo/domain/configuration/feature-flags';
import { REFUND_RETRY_SECONDS } from '@vo/domain/payments/refund.rules';
import {
  HASH_THREAD_NICE,
  type HashCost,
  OWASP_ARGON2ID,
  PRODUCTION_SCRYPT_COST,
  parseArgon2idCost,
} from './sessions/password-hash.ts';

/** Everything the server reads from the environment, with the defaults of the README. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process may hold; N instances hold up to N times this. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  opsSecret: string;
  logLevel: string;
  /** Login attempts per IP per minute before the rate limit answers. */
  loginRateLimitPerMinute: number;
  /** All API calls per IP per minute. */
  apiRateLimitPerMinute: number;
  /** A rate service answering {"rates":{"EUR":…}} for base USD; unset = the built-in sandbox rates. */
  exchangeRatesUrl: string | undefined;
  /** The proxies whose X-Forwarded-For is believed (addresses, CIDRs, `loopback`…); false = none. */
  trustProxy: string[] | false;
  /** Password hashes running at once, and waiting, before a login is told to try again. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  passwordHashNice: number;
  /** What new password hashes are made with; older or weaker ones are made again at the next login (0058). */
  passwordHash: HashCost;
  /** Spec §9's flags: the spec's values, changed by FEATURE_FLAGS="name=on,name=off". */
  featureFlags: FeatureFlags;
  /** How often refunds the acquirer or the bank has not answered are asked again (docs/decisions/0043). */
  refundRetrySeconds: number;
  /** Test only: a card payment's pause between the acquirer's approval and its commit (a crash test's window). */
  cardCommitPauseMs: number;
  /** The native app's push (PUSH): `sandbox` (the default, an outbox row per push) or `off` (docs/decisions/0063). */
  push: 'sandbox' | 'off';
  /** Whether this instance works the reminders' job queue (REMINDERS=off for an instance that only serves). */
  reminders: boolean;
  /** A port of its own for Prometheus' scrape, without the operator secret (docs/decisions/0059); unset: none. */
  metricsPort: number | undefined;
  /** The address that port listens on (METRICS_HOST; default HOST's): bind it to the monitoring network. */
  metricsHost: string;
  /**
   * On SIGTERM: how long readiness answers `stopping` while the instance still serves, so that the balancer
   * takes it out before it stops listening; then how long what it started may take to finish (docs/decisions/0060).
   */
  shutdownDrainSeconds: number;
  shutdownGraceSeconds: number;
}

interface StoredSecrets {
  jwtSecret: string;
  opsSecret: string;
}

/** The embedded default makes its secrets on first start and keeps them in DATA_DIR (ARCHITECTURE §5). */
export function loadStoredSecrets(dataDir: string): StoredSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    opsSecret: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** PASSWORD_HASH_NICE: a nice increment, 0 (the process's priority) to 19 (the lowest); anything else stops the start. */
const niceOf = (value: string | undefined) => {
  if (value === undefined || value === '') return HASH_THREAD_NICE;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new Error(`PASSWORD_HASH_NICE=${value}: 0 to 19`);
  return nice;
};

/** Seconds, fractions and 0 allowed (a test drains for a fraction of a second). */
const seconds = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * TRUST_PROXY names the proxies in front of the server. Believing every sender's X-Forwarded-For
 * would let any client choose its address, and with it every per-address limit and the audit trail.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (['', 'false', '0', 'off', 'no'].includes(text.toLowerCase())) return false;
  if (['true', '*', 'all'].includes(text.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${text} would believe any client about its address; name the proxies instead, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8`,
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Argon2id at OWASP's first setting unless PASSWORD_HASH_ARGON2ID names another of its table (docs/decisions/0058).
 * PASSWORD_HASH_SCHEME=scrypt makes hashes as before that decision: the bench's comparison, and a way back.
 */
export function parsePasswordHash(scheme: string | undefined, argon2id: string | undefined): HashCost {
  const name = (scheme ?? '').trim().toLowerCase() || 'argon2id';
  if (name === 'scrypt') return PRODUCTION_SCRYPT_COST;
  if (name !== 'argon2id') throw new Error(`PASSWORD_HASH_SCHEME=${scheme}: argon2id (the default) or scrypt`);
  return argon2id?.trim() ? parseArgon2idCost(argon2id) : OWASP_ARGON2ID;
}

function parsePush(value: string | undefined): 'sandbox' | 'off' {
  const name = (value ?? '').trim().toLowerCase() || 'sandbox';
  if (name !== 'sandbox' && name !== 'off') throw new Error(`PUSH=${value}: sandbox (the default) or off`);
  return name;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = int(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const needsStored = !env.JWT_SECRET || !env.OPS_SECRET;
  const stored = needsStored ? loadStoredSecrets(dataDir) : undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET ?? stored!.jwtSecret,
    opsSecret: env.OPS_SECRET ?? stored!.opsSecret,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
    apiRateLimitPerMinute: int(env.API_RATE_LIMIT_PER_MINUTE, 1200),
    exchangeRatesUrl: env.EXCHANGE_RATES_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // One core stays free for every other call while logins hash (2 cores: one hash at a time).
    passwordHashConcurrency: int(env.PASSWORD_HASH_CONCURRENCY, Math.max(1, availableParallelism() - 1)),
    passwordHashQueue: int(env.PASSWORD_HASH_QUEUE, 64),
    // The hashes yield a core to every other call (docs/decisions/0071); 0 runs them at the process's priority.
    passwordHashNice: niceOf(env.PASSWORD_HASH_NICE),
    passwordHash: parsePasswordHash(env.PASSWORD_HASH_SCHEME, env.PASSWORD_HASH_ARGON2ID),
    featureFlags: {
      ...DEFAULT_FEATURE_FLAGS,
      ...parseFeatureFlagSettings(env.FEATURE_FLAGS ?? '', DEFAULT_FEATURE_FLAGS),
    },
    refundRetrySeconds: int(env.REFUND_RETRY_SECONDS, REFUND_RETRY_SECONDS),
    cardCommitPauseMs: int(env.CARD_COMMIT_PAUSE_MS, 0),
    push: parsePush(env.PUSH),
    reminders: (env.REMINDERS ?? 'on').trim().toLowerCase() !== 'off',
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0) || undefined : undefined,
    metricsHost: env.METRICS_HOST ?? env.HOST ?? '0.0.0.0',
    shutdownDrainSeconds: seconds(env.SHUTDOWN_DRAIN_SECONDS, 5),
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 20),
  };
}
