import { csvAnswer, defineEndpoint } from '@vo/domain/endpoint';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { callThrough, downloadThrough } from './call-through.ts';
import { saveFile } from './save-file.ts';

vi.mock('./save-file.ts', () => ({ saveFile: vi.fn() }));

const envelope = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function clientWith(token: string, answer = () => envelope({ status: 0, data: { ok: true } })) {
  const deps = {
    fetch: vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer())),
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
  const client = createApiClient(deps as unknown as ApiClientDeps);
  return { deps, call: callThrough(client), download: downloadThrough(client) };
}

// Endpoints as the contract declares them; the schemas are not read by the caller, only their presence.
const list = defineEndpoint({ method: 'GET', path: 'admin/pagos', query: {} as never });
const exported = defineEndpoint({
  method: 'GET',
  path: 'admin/pagos/exportar',
  query: {} as never,
  answer: csvAnswer('pagos.csv'),
});
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

  it('saves an export under the endpoint’s file name, asked with the same token and filters as a call', async () => {
    const csv = '"idPago","monto"\r\n"1","10.00"\r\n';
    const staff = clientWith(
      'staff-token',
      () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    expect(await staff.download(exported, { dia: '2026-11-02', buscar: '' } as never)).toBe(true);
    const [url, init] = staff.deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/pagos/exportar?dia=2026-11-02');
    expect(init?.headers).toMatchObject({ token: 'staff-token', Accept: 'text/csv' });
    const [file, name] = vi.mocked(saveFile).mock.calls.at(-1)!;
    expect(name).toBe('pagos.csv');
    expect(await file.text()).toBe(csv);
  });

  it('saves nothing when the export is refused, and tells the refusal or ends the session as any call does', async () => {
    vi.mocked(saveFile).mockClear();
    const forbidden = clientWith('staff-token', () =>
      envelope({ status: 1, code: 'platform.forbidden', message: 'Not allowed' }),
    );
    expect(await forbidden.download(exported)).toBe(false);
    expect(forbidden.deps.onFailure).toHaveBeenCalledWith('Not allowed');
    const ended = clientWith('old-token', () => envelope({ status: 7, message: 'Session ended' }));
    expect(await ended.download(exported)).toBe(false);
    expect(ended.deps.onSessionExpired).toHaveBeenCalledWith('Session ended');
    expect(saveFile).not.toHaveBeenCalled();
  });
});
