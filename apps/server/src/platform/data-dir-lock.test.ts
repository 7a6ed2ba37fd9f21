import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('one server per DATA_DIR', () => {
  it('refuses a second owner while the first is alive, with a message that says what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vo-lock-'));
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await once(holder, 'spawn');
    writeFileSync(join(dir, 'server.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(/already used by a running server/);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    // Killed with -9, it could not clean up: the next start takes the lock over at once.
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'server.lock'))).toThrow();
  });

  it('lets exactly one of several processes started together take over a dead owner’s lock', async () => {
    const tsx = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const contender = fileURLToPath(new URL('../../test/lock-contender.ts', import.meta.url));
    for (let trial = 0; trial < 3; trial++) {
      const dir = mkdtempSync(join(tmpdir(), 'vo-lock-race-'));
      const dead = spawn(process.execPath, ['-e', '0']);
      await once(dead, 'exit');
      writeFileSync(join(dir, 'server.lock'), String(dead.pid));
      const children: ChildProcess[] = Array.from({ length: 6 }, () => spawn(process.execPath, [tsx, contender, dir]));
      const said = children.map((child) => {
        let out = '';
        child.stdout!.on('data', (chunk) => {
          out += chunk;
        });
        return () => out;
      });
      try {
        await expect.poll(() => said.every((out) => out().includes('ready')), { timeout: 30_000 }).toBe(true);
        writeFileSync(join(dir, 'go'), '');
        await expect.poll(() => said.every((out) => /owner|refused/.test(out())), { timeout: 10_000 }).toBe(true);
        const owners = said.filter((out) => out().includes('owner'));
        expect(owners, `trial ${trial}`).toHaveLength(1);
      } finally {
        for (const child of children) child.kill('SIGKILL');
      }
    }
  }, 90_000);
});
