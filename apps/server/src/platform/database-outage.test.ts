import { randomUUID } from 'node:crypto';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { DEFAULT_FEATURE_FLAGS } from '@vo/domain/configuration/feature-flag-config';
import { DEFAULT_LIMITS } from '@vo/domain/configuration/settings';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CuttableProxy } from '../../test/cuttable-proxy.ts';
import { adminQuery, withDatabase } from '../../test/database.ts';
import { callerFor, DEMO, loginAs, senderFor } from '../../test/test-app.ts';
import '../../test/provided-context.ts';
import { sandboxRateSource } from '../adapters/exchange-rates/rate-source.ts';
import { sandboxSender } from '../adapters/messaging/sandbox-sender.ts';
import { SandboxGateway } from '../adapters/payment-gateway/sandbox-gateway.ts';
import { SandboxQrBank } from '../adapters/qr-bank/sandbox-qr-bank.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from './clock.ts';
import { withMemory } from './deps.ts';
import { DomainEvents } from './events.ts';
import { createPasswordHasher, TEST_HASH_COST } from './sessions/password-hash.ts';

/** PostgreSQL stops under load and comes back: clear "try again" answers, no 5xx, recovery without restart. */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL outage under load', () => {
  let app: FastifyInstance;
  let close = async () => {};
  afterAll(() => close());

  it('answers "try again" while PostgreSQL is away and serves again as soon as it is back', async () => {
    const name = `vo_outage_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url!, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const target = new URL(withDatabase(url!, name));
    const proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    target.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDatabase({ engine: 'postgres', url: target.toString(), poolSize: 4 });
    app = await buildApp(
      withMemory({
        db: handle.db,
        clock: systemClock,
        passwords: createPasswordHasher(TEST_HASH_COST),
        events: new DomainEvents(),
        jwtSecret: 'outage-test-secret-0123456789-abcdef',
        opsSecret: 'outage',
        messaging: sandboxSender,
        rateSource: sandboxRateSource,
        paymentGateway: new SandboxGateway(),
        qrBank: new SandboxQrBank('outage-qr'),
        rateLimits: { apiPerMinute: 100_000, loginPerMinute: 100_000 },
        loginSlowdownMs: 0,
        featureFlags: { ...DEFAULT_FEATURE_FLAGS },
        limits: structuredClone(DEFAULT_LIMITS),
        logLevel: 'silent',
      }),
    );
    close = async () => {
      await app.close();
      await proxy.cut();
      await handle.close();
      await adminQuery(url!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    const call = callerFor(app);
    const send = senderFor(call);
    const token = await loginAs(call, DEMO.customer.user, DEMO.customer.password);
    expect((await send(sessionEndpoints.home, undefined, { token })).status).toBe(0);

    await proxy.cut();
    const during = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? send(sessionEndpoints.home, undefined, { token, lang: 'es' })
          : send(authEndpoints.login, DEMO.adviser, { lang: 'es' }),
      ),
    );
    for (const answer of during) {
      expect(answer.httpStatus).toBe(200);
      expect(answer).toMatchObject({ status: 1, code: 'platform.unavailable' });
      expect(answer.message).toBe('El servicio no está disponible en este momento. Intente nuevamente en un momento.');
    }

    await proxy.open();
    expect((await send(sessionEndpoints.home, undefined, { token })).status).toBe(0);
    expect((await send(authEndpoints.login, DEMO.adviser)).status).toBe(0);
  }, 120_000);
});
