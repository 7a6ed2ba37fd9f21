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
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
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

  it('takes over a leftover lock whose pid now belongs to another program, and still refuses a live server (decision 0042)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vo-lock-reused-'));
    const file = join(dir, 'server.lock');
    // The server that wrote the lock died; its pid now belongs to an unrelated program.
    const other = spawn('sleep', ['60']);
    await once(other, 'spawn');
    try {
      for (const leftover of [
        // as written before the lock knew processes' start times
        String(other.pid),
        // as written now, by a process that started at another moment than the program holding the pid today
        JSON.stringify({ pid: other.pid, start: '1', boot: bootId() }),
      ]) {
        writeFileSync(file, leftover);
        const release = lockDataDir(dir);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
        release();
      }
    } finally {
      other.kill('SIGKILL');
      await once(other, 'exit');
    }
    // A live server that holds the lock is still refused to a second one.
    const tsx = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const contender = fileURLToPath(new URL('../../test/lock-contender.ts', import.meta.url));
    const owner = spawn(process.execPath, [tsx, contender, dir]);
    let said = '';
    owner.stdout!.on('data', (chunk) => {
      said += chunk;
    });
    try {
      await expect.poll(() => said.includes('ready'), { timeout: 30_000 }).toBe(true);
      writeFileSync(join(dir, 'go'), '');
      await expect.poll(() => said.includes('owner'), { timeout: 10_000 }).toBe(true);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    } finally {
      owner.kill('SIGKILL');
      await once(owner, 'exit');
    }
  }, 60_000);
});

const bootId = () => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
};
