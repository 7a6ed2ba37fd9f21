import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionQueryClient } from './query-client.ts';

describe("the session's cache and a connection that comes and goes", () => {
  afterEach(() => onlineManager.setOnline(true));

  it('never keeps a payment to send later: offline it fails at once, and the network coming back sends nothing', async () => {
    onlineManager.setOnline(false);
    const client = createSessionQueryClient();
    const pay = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const payment = new MutationObserver(client, { mutationFn: pay });
    await expect(payment.mutate()).rejects.toThrow('Failed to fetch');
    expect(pay).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pay).toHaveBeenCalledTimes(1);
    expect(
      client
        .getMutationCache()
        .getAll()
        .every((mutation) => !mutation.state.isPaused),
    ).toBe(true);
  });
});
