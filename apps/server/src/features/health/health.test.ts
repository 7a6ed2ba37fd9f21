import { healthEndpoints } from '@vo/domain/health/health.endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { Lifecycle } from '../../platform/lifecycle.ts';

/** A load balancer's two questions (docs/decisions/0060): is the process up, and may it be sent requests? */
describe('liveness and readiness', () => {
  const t = useTestApp();
  const probe = (endpoint: { path: string }) => t.app.inject({ method: 'GET', url: `/api/${endpoint.path}` });

  it('answers both without an agent, a session or a secret, and ready once started on a database that answers', async () => {
    const live = await probe(healthEndpoints.live);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 0, data: { state: 'live' } });
    const ready = await probe(healthEndpoints.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 0, data: { ready: true, state: 'ready' } });
  });

  it('tells starting from a database out of reach, in one word each', async () => {
    const answering = { execute: async () => ({ rows: [] }) } as unknown as Database;
    const silent = { execute: () => new Promise(() => {}) } as unknown as Database;
    const refusing = { execute: async () => Promise.reject(new Error('ECONNREFUSED')) } as unknown as Database;
    expect(await new Lifecycle(answering).readiness()).toBe('starting');
    for (const db of [silent, refusing]) {
      const lifecycle = new Lifecycle(db);
      lifecycle.started();
      expect(await lifecycle.readiness(50)).toBe('database-unreachable');
    }
    const started = new Lifecycle(answering);
    started.started();
    expect(await started.readiness()).toBe('ready');
  });

  it('says stopping with 503 once told to stop, still alive, and closes each connection after its answer', async () => {
    t.app.lifecycle.stopping();
    const ready = await probe(healthEndpoints.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 0, data: { ready: false, state: 'stopping' } });
    expect(ready.headers.connection).toBe('close');
    const live = await probe(healthEndpoints.live);
    expect(live.statusCode).toBe(200);
    // A stopping instance is never ready again.
    t.app.lifecycle.started();
    expect((await probe(healthEndpoints.ready)).statusCode).toBe(503);
  });
});
