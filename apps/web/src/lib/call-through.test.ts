import { defineEndpoint } from '@vo/domain/endpoint';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { callThrough } from './call-through.ts';

function clientWith(token: string) {
  const deps = {
    fetch: vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ status: 0, data: { ok: true } }))),
    ),
    agent: 109,
    timeoutMs: 50,
    getToken: () => token,
    getLanguage: () => 'es',
    translate: (key: string) => key,
    onFailure: vi.fn(),
    onSessionExpired: vi.fn(),
    onMaintenance: vi.fn(),
    onMaintenanceCleared: vi.fn(),
  };
  return { deps, call: callThrough(createApiClient(deps as unknown as ApiClientDeps)) };
}

// Endpoints as the contract declares them; the schemas are not read by the caller, only their presence.
const list = defineEndpoint({ method: 'GET', path: 'admin/pagos', query: {} as never });
const act = defineEndpoint({ method: ['POST', 'PUT'], path: 'admin/pagos/devolver', body: {} as never });

describe('one call function over any client', () => {
  it('sends a list’s filters in the query, leaving out the blank ones, with the token of the client it was built on', async () => {
    const staff = clientWith('staff-token');
    await staff.call(list, { pagina: 2, buscar: '', metodo: undefined } as never);
    const [url, init] = staff.deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/pagos?pagina=2');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ token: 'staff-token' });
  });

  it('sends an act’s input as the body with the endpoint’s first method, and the call’s extra headers', async () => {
    const portal = clientWith('customer-token');
    const envelope = await portal.call(act, { idPago: 7 } as never, { headers: { 'Idempotency-Key': 'k-1' } });
    const [url, init] = portal.deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/pagos/devolver');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"idPago":7}');
    expect(init?.headers).toMatchObject({ token: 'customer-token', 'Idempotency-Key': 'k-1' });
    expect(envelope.data).toEqual({ ok: true });
  });
});
