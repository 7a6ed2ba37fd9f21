import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkAnswer, reportNetworkFailure } from './connection.ts';
import { handEarlyReadsTo, readEarly } from './early-reads.ts';

const session = vi.hoisted(() => ({ token: 'token-of-ana' as string | null }));
vi.mock('./session-store.ts', () => ({ getToken: () => session.token }));

const HOME = ['home'] as const;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reads the entry starts before the portal draws (docs/decisions/0061)', () => {
  afterEach(() => {
    session.token = 'token-of-ana';
    reportNetworkAnswer();
    handEarlyReadsTo(new QueryClient());
  });

  it("hands its answer to the session's cache, where the page's query finds it without reading again", async () => {
    const read = vi.fn(async () => ({ nombreUsuario: 'Ana' }));
    readEarly(HOME, read);
    const client = new QueryClient();
    handEarlyReadsTo(client);
    await settle();
    expect(client.getQueryData(HOME)).toEqual({ nombreUsuario: 'Ana' });
    const page = vi.fn(async () => ({ nombreUsuario: 'read again' }));
    await client.fetchQuery({ queryKey: HOME, queryFn: page, staleTime: 1_000 });
    expect(page).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('hands them over once, and never to the cache of another session', async () => {
    readEarly(HOME, async () => ({ nombreUsuario: 'Ana' }));
    session.token = 'token-of-bruno';
    const bruno = new QueryClient();
    handEarlyReadsTo(bruno);
    await settle();
    expect(bruno.getQueryData(HOME)).toBeUndefined();
    session.token = 'token-of-ana';
    const ana = new QueryClient();
    handEarlyReadsTo(ana);
    await settle();
    expect(ana.getQueryData(HOME)).toBeUndefined();
  });

  it('hands nothing over offline: the last-known answers stay, not an early failure', async () => {
    readEarly(HOME, () => Promise.reject(new TypeError('Failed to fetch')));
    reportNetworkFailure();
    const client = new QueryClient();
    client.setQueryData(HOME, { nombreUsuario: 'Ana, as last read' });
    handEarlyReadsTo(client);
    await settle();
    expect(client.getQueryState(HOME)?.status).toBe('success');
    expect(client.getQueryData(HOME)).toEqual({ nombreUsuario: 'Ana, as last read' });
  });

  it('starts nothing without a session', () => {
    session.token = null;
    const read = vi.fn(async () => ({}));
    readEarly(HOME, read);
    expect(read).not.toHaveBeenCalled();
  });
});
