import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { Lifecycle } from './lifecycle.ts';

describe('an instance asked whether it is ready', () => {
  it('answers 30 probes sent at once with one question to the database, and asks again afterwards', async () => {
    let asked = 0;
    const db = {
      execute: async () => {
        asked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      },
    } as unknown as Database;
    const lifecycle = new Lifecycle(db);
    lifecycle.started();

    const answers = await Promise.all(Array.from({ length: 30 }, () => lifecycle.readiness()));
    expect(answers).toEqual(Array(30).fill('ready'));
    expect(asked).toBe(1);

    await lifecycle.readiness();
    expect(asked).toBe(2);
  });
});
