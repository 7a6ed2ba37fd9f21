import { describe, expect, it } from 'vitest';
import { KEEP_MS, ReadMemory } from './read-memory.ts';

/** A load that counts its calls and answers what `value()` says at the moment it is called. */
function counted<T>(value: () => T) {
  const load = async () => {
    load.calls++;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('the memory of guarded reads (docs/decisions/0037)', () => {
  const open = () => {
    const memory = new ReadMemory();
    memory.start();
    return memory;
  };

  it('answers a read again from memory until a change of its scope is heard', async () => {
    const memory = open();
    let debt = 100;
    const load = counted(() => debt);
    expect(await memory.read(['products:5'], 'p5', 0, load)).toBe(100);
    debt = 50;
    expect(await memory.read(['products:5'], 'p5', 1, load)).toBe(100);
    expect(load.calls).toBe(1);
    memory.changed('products:6,7'); // someone else's products
    expect(await memory.read(['products:5'], 'p5', 2, load)).toBe(100);
    memory.changed('products:4,5');
    expect(await memory.read(['products:5'], 'p5', 3, load)).toBe(50);
    expect(load.calls).toBe(2);
  });

  it('forgets every person of a kind on "kind:*", and a whole-kind scope on its name', async () => {
    const memory = open();
    const load = counted(() => 1);
    await memory.read(['products:5', 'companies'], 'p5', 0, load);
    memory.changed('products:*');
    await memory.read(['products:5', 'companies'], 'p5', 0, load);
    memory.changed('companies');
    await memory.read(['products:5', 'companies'], 'p5', 0, load);
    memory.changed('network');
    await memory.read(['products:5', 'companies'], 'p5', 0, load);
    expect(load.calls).toBe(3);
  });

  it('never hands out a reading that began before a change, even when it ends after it', async () => {
    const memory = open();
    let finish: (value: number) => void = () => {};
    const slow = memory.read(['notifications:1'], 'n1', 0, () => new Promise<number>((resolve) => (finish = resolve)));
    // A call arriving while it runs shares it.
    const shared = memory.read(['notifications:1'], 'n1', 0, async () => -1);
    memory.changed('notifications:1');
    finish(3);
    expect(await slow).toBe(3);
    expect(await shared).toBe(3);
    expect(await memory.read(['notifications:1'], 'n1', 1, async () => 4)).toBe(4);
  });

  it('keeps nothing while the feed is not listening, nor a failed reading, nor past KEEP_MS', async () => {
    const memory = new ReadMemory();
    const load = counted(() => 1);
    await memory.read(['person:1'], 'h', 0, load);
    await memory.read(['person:1'], 'h', 0, load);
    expect(load.calls).toBe(2);

    memory.start();
    await expect(memory.read(['person:1'], 'h', 0, () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await memory.read(['person:1'], 'h', 0, load)).toBe(1);
    expect(load.calls).toBe(3);
    await memory.read(['person:1'], 'h', KEEP_MS - 1, load);
    expect(load.calls).toBe(3);
    await memory.read(['person:1'], 'h', KEEP_MS, load);
    expect(load.calls).toBe(4);

    memory.stop();
    await memory.read(['person:1'], 'h', KEEP_MS, load);
    expect(load.calls).toBe(5);
  });
});
