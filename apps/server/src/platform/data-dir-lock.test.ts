import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
