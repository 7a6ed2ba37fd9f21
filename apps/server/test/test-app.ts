import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import type { StaffRole } from '@vo/domain/back-office/staff-roles';
import { WEB_PORTAL_AGENT } from '@vo/domain/config';
import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/configuration/feature-flag-config';
import { DEFAULT_LIMITS } from '@vo/domain/configuration/settings';
import {
  clientMethod,
  type EndpointDefinition,
  type EndpointInput,
  type HttpMethod,
  sendsQuery,
} from '@vo/domain/endpoint';
import type { Envelope } from '@vo/domain/envelope';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { staff } from '../src/db/schema/index.ts';
import { openStaffSession } from '../src/platform/sessions/staff-sessions.ts';
import { DEMO_STAFF } from '../src/seed/demo-staff.ts';
import './provided-context.ts';
import { sandboxRateSource } from '../src/adapters/exchange-rates/rate-source.ts';
import { sandboxSender } from '../src/adapters/messaging/sandbox-sender.ts';
import { SandboxGateway } from '../src/adapters/payment-gateway/sandbox-gateway.ts';
import { SandboxQrBank } from '../src/adapters/qr-bank/sandbox-qr-bank.ts';
import { buildApp } from '../src/app.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { type AppDeps, withMemory } from '../src/platform/deps.ts';
import { DomainEvents } from '../src/platform/events.ts';
import { createPasswordHasher, TEST_HASH_COST } from '../src/platform/sessions/password-hash.ts';
import { adminQuery, withDatabase } from './database.ts';

export const OPS_SECRET = 'test-ops-secret';

/** A fresh copy of the template database: the demo accounts, nothing else. */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `vo_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const handle = await openDatabase({ engine: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const tarball = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  return openDatabase({ engine: 'pglite', loadDataDir: tarball });
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  deps: AppDeps;
  call: ApiCaller;
  send: EndpointCaller;
}

export interface CallOptions {
  token?: string | undefined;
  lang?: string;
  agent?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> extends Envelope<T> {
  httpStatus: number;
}

export type ApiCaller = <T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options?: CallOptions,
) => Promise<CallResult<T>>;

/**
 * Calls through an endpoint (docs/decisions/0020): its method (or `options.method`, for a route that answers
 * several) and path, the input in its query string or body. The input may break the contract on purpose;
 * `data` is untyped because a refusal carries other data than the answer (the app checks the answers).
 */
export type EndpointCaller = <E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointInput<E> | object,
  options?: CallOptions & { method?: HttpMethod },
) => Promise<CallResult<any>>;

/** A query string as a browser writes it: each value as text, absent ones left out. */
export function queryString(input: object | undefined): string {
  const entries = Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)]))}`;
}

export function senderFor(call: ApiCaller): EndpointCaller {
  return (endpoint, input, options = {}) => {
    const method = options.method ?? clientMethod(endpoint);
    if (sendsQuery(endpoint)) return call(method, `/${endpoint.path}${queryString(input)}`, undefined, options);
    return call(method, `/${endpoint.path}`, input, options);
  };
}

/**
 * The instant every test app's clock starts at: midday in La Paz on the run's day, when the demo was seeded. Tests
 * read the date from it, never from the machine, so none fails near midnight (docs/decisions/0051).
 */
export const testNow = (): Date => new Date(inject('seededAt'));

/** One app on its own database for the whole test file; `call` speaks the wire contract like the web does. */
export function useTestApp(
  overrides: Partial<AppDeps> = {},
  options: { extraRoutes?: (app: FastifyInstance) => void } = {},
): TestContext {
  const context = {} as TestContext;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    const clock = new ManualClock(testNow());
    const deps: AppDeps = withMemory({
      db: handle.db,
      clock,
      passwords: createPasswordHasher(TEST_HASH_COST),
      events: new DomainEvents(),
      jwtSecret: 'test-jwt-secret-of-enough-length-0123456789',
      opsSecret: OPS_SECRET,
      messaging: sandboxSender,
      rateSource: sandboxRateSource,
      paymentGateway: new SandboxGateway(),
      qrBank: new SandboxQrBank('test-qr-secret'),
      rateLimits: { apiPerMinute: 100_000, loginPerMinute: 100_000 },
      loginSlowdownMs: 0,
      // A copy: a test flips flags on its own app only.
      featureFlags: { ...DEFAULT_FEATURE_FLAGS },
      limits: structuredClone(DEFAULT_LIMITS),
      logLevel: 'info',
      logFile: join(inject('logDir'), `${randomUUID()}.log`),
      // Every success answer of every test is checked against its endpoint's contract.
      checkAnswers: true,
      ...overrides,
    });
    const app = await buildApp(deps);
    if (deps.qrBank instanceof SandboxQrBank) {
      // The sandbox bank reaches the webhook through the app, as it would over HTTP.
      deps.qrBank.deliver = async (notification, signature) => {
        await app.inject({
          method: 'POST',
          url: `/api/${paymentEndpoints.qrNotification.path}`,
          headers: { 'x-firma': signature },
          payload: notification,
        });
      };
      deps.qrBank.deliverTransfer = async (notification, signature) => {
        await app.inject({
          method: 'POST',
          url: `/api/${paymentEndpoints.qrTransferNotification.path}`,
          headers: { 'x-firma': signature },
          payload: notification,
        });
      };
    }
    options.extraRoutes?.(app);
    await app.ready();
    const call = callerFor(app);
    Object.assign(context, { app, db: handle.db, clock, deps, call, send: senderFor(call) });
  });
  afterAll(async () => {
    await context.app?.close();
    await handle?.close();
  });
  return context;
}

export function callerFor(app: FastifyInstance): ApiCaller {
  return async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en', ...options.headers };
    if (options.agent !== null) headers.agente = options.agent ?? String(WEB_PORTAL_AGENT);
    if (options.token) headers.token = options.token;
    // What a test wrote by hand before this call has been heard (kept reads, docs/decisions/0037): a person's
    // next click comes at least a network round trip after a commit, and a test's must not come sooner.
    await app.deps.memory.reads.caughtUp();
    const response = await app.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const envelope = response.json() as Envelope;
    return { ...envelope, httpStatus: response.statusCode } as CallResult<any>;
  };
}

/** Logs a demo account in and answers its token. */
export async function loginAs(call: ApiCaller, user: string, password: string): Promise<string> {
  const result = await senderFor(call)(authEndpoints.login, { user, password, dispositivo: 'test' });
  if (result.status !== 0) throw new Error(`login of ${user} failed: ${JSON.stringify(result)}`);
  return result.data!.token;
}

export const DEMO = {
  customer: { user: '1000001', password: 'Cliente#2026' },
  overdueCustomer: { user: '1000002', password: 'Cliente#2026' },
  firstLogin: { user: '1000003', password: 'Temporal#2026' },
  /** profile update pending, invoice data not yet given */
  firstSteps: { user: '1000004', password: 'Cliente#2026' },
  adviser: { user: '2000001', password: 'Asesor#2026' },
  adviser2: { user: '2000002', password: 'Asesor#2026' },
  cashier: { user: '3000001', password: 'Cajero#2026' },
} as const;

/**
 * A staff session of the demo member of `role`, opened directly (the two-step sign-in has its own tests in
 * features/staff): a section's tests act as that staff member with `{ headers: { token } }`.
 */
export async function staffToken(t: TestContext, role: StaffRole): Promise<string> {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role)!;
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, member.email));
  return (await openStaffSession(t.deps, row!.id, t.deps.clock.now()))!;
}
