import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, ApiFailure, createApiClient, NetworkError, unwrap } from './api-client.ts';

function setup(answer: () => Promise<Response>, token: string | null = 'tok-1') {
  const deps = {
    fetch: vi.fn((_url: string, _init?: RequestInit) => answer()),
    agent: 109,
    timeoutMs: 50,
    getToken: () => token,
    getLanguage: () => 'es',
    translate: (key: string) => `t:${key}`,
    onFailure: vi.fn(),
    onSessionExpired: vi.fn(),
    onMaintenance: vi.fn(),
    onMaintenanceCleared: vi.fn(),
  };
  const request = createApiClient(deps as unknown as ApiClientDeps);
  return { deps, request };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the API client', () => {
  it('sends the portal agent, the session token and the language, with a JSON body', async () => {
    const { deps, request } = setup(() => json({ status: 0, data: { ok: true } }));
    await request('user/login/nuevo', { method: 'POST', body: { user: '1000001' } });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/user/login/nuevo');
    expect(init?.headers).toMatchObject({ agente: '109', token: 'tok-1', 'Accept-Language': 'es' });
    expect(init?.body).toBe('{"user":"1000001"}');
  });

  it('sends the extra headers of a call, such as the Idempotency-Key of a payment, beside its own', async () => {
    const { deps, request } = setup(() => json({ status: 0 }));
    await request('pagos/tarjeta', { body: {}, headers: { 'Idempotency-Key': 'pay-123', agente: '1' } });
    expect(deps.fetch.mock.calls[0]![1]?.headers).toMatchObject({
      'Idempotency-Key': 'pay-123',
      agente: '109',
      token: 'tok-1',
    });
  });

  it('sends no token header for a visitor', async () => {
    const { deps, request } = setup(() => json({ status: 0 }), null);
    await request('user/verificar/mantenimiento');
    expect(deps.fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('token');
  });

  it('shows the server message of a failure, except when it talks about the token', async () => {
    const failure = setup(() => json({ status: 1, message: 'Wrong password' }));
    await failure.request('user/login/nuevo', { body: {} });
    expect(failure.deps.onFailure).toHaveBeenCalledWith('Wrong password');

    const tokenTalk = setup(() => json({ status: 1, message: 'Token inválido' }));
    await tokenTalk.request('user/inicio');
    expect(tokenTalk.deps.onFailure).not.toHaveBeenCalled();
  });

  it('leaves a silent call’s failure to the caller', async () => {
    const { deps, request } = setup(() => json({ status: 1, message: 'In maintenance' }));
    await request('user/verificar/mantenimiento', { silent: true });
    expect(deps.onFailure).not.toHaveBeenCalled();
  });

  it('ends the session on status 7', async () => {
    const { deps, request } = setup(() => json({ status: 7, message: 'expired' }));
    await request('user/inicio');
    expect(deps.onSessionExpired).toHaveBeenCalledWith('expired');
  });

  it('turns maintenance on with status 5 and off with any other status', async () => {
    const on = setup(() => json({ status: 5, data: { fecha_fin_mantenimiento: '31/12/2030 06:00:00' } }));
    await on.request('user/inicio');
    expect(on.deps.onMaintenance).toHaveBeenCalledWith('31/12/2030 06:00:00');
    expect(on.deps.onMaintenanceCleared).not.toHaveBeenCalled();

    const off = setup(() => json({ status: 0 }));
    await off.request('user/inicio');
    expect(off.deps.onMaintenanceCleared).toHaveBeenCalled();
  });

  it('tells the user "page not found" on HTTP 404 and "try again" when the network fails', async () => {
    const missing = setup(() => json({}, 404));
    await expect(missing.request('nowhere')).rejects.toBeInstanceOf(NetworkError);
    expect(missing.deps.onFailure).toHaveBeenCalledWith('t:platform.notFound');

    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.request('user/inicio')).rejects.toBeInstanceOf(NetworkError);
    expect(offline.deps.onFailure).toHaveBeenCalledWith('t:platform.tryAgain');
  });

  it('offline, adds no toast to a failed read (the banner and the page say it) and tells a write it was not sent', async () => {
    const read = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const deps = read.deps as typeof read.deps & { isOffline: () => boolean };
    deps.isOffline = () => true;
    const offlineRead = createApiClient(deps as unknown as ApiClientDeps);
    await expect(offlineRead('productos/cliente')).rejects.toMatchObject({ kind: 'network' });
    expect(deps.onFailure).not.toHaveBeenCalled();
    await expect(offlineRead('pagos/tarjeta', { body: { monto: '10.00' } })).rejects.toMatchObject({ kind: 'network' });
    expect(deps.onFailure).toHaveBeenCalledWith('t:connection.offlineNotSent');
  });

  it('gives up after the timeout with the timeout message', async () => {
    const { deps, request } = setup(() => Promise.reject(new Error('unused')));
    deps.fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(request('user/inicio')).rejects.toMatchObject({ kind: 'timeout' });
    expect(deps.onFailure).toHaveBeenCalledWith('t:platform.timeout');
  });

  it('unwraps the data of a success and throws the envelope of anything else', () => {
    expect(unwrap({ status: 0, data: 42 })).toBe(42);
    expect(() => unwrap({ status: 1, message: 'no' })).toThrow(ApiFailure);
  });
});
