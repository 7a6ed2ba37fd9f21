import { mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A takeover holds its mutex for a millisecond; one older than this was left by a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * PGlite does not lock its folder: two servers on one DATA_DIR would corrupt it. The owner writes
 * its pid to a lock file; a second process finds that pid alive and stops with a clear message,
 * while a lock left by a killed process (kill -9, power cut) is taken over at once.
 * (proper-lockfile judges staleness by age, which would refuse the restart right after a crash.)
 *
 * Creating the lock file is atomic (`wx`); taking a dead owner's lock over is not, so it happens under a
 * short mutex (an atomic `mkdir`): of several processes started together on a stale lock, exactly one
 * owns the folder afterwards.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    withTakeoverMutex(join(dataDir, 'server.lock.takeover'), () => {
      const owner = ownerOf(file);
      if (owner === null) return; // released meanwhile: try to create it again
      if (owner !== process.pid && owner !== DEAD && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      // Its owner is dead. Nobody else removes it while we hold the mutex; creating it again is a race
      // the atomic `wx` above decides.
      rmSync(file, { force: true });
    });
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is already used by a running server (pid ${pid}). ` +
        'Stop it first, or give this one another DATA_DIR; `npm run ops` talks to the running one.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** A pid no process has: the lock file holds no number and is too old to be one being written. */
const DEAD = -1;

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid)) return pid;
    // Created but not yet written by a process starting this instant, or left empty by a crash long ago.
    return ageMs(file) > TAKEOVER_STALE_MS ? DEAD : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function withTakeoverMutex(dir: string, work: () => void) {
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (ageMs(dir) > TAKEOVER_STALE_MS) rmSync(dir, { recursive: true, force: true });
      else sleepMs(5);
    }
  }
  try {
    work();
  } finally {
    rmdirSync(dir);
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepMs(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  // Pid 0 stands for a lock being written right now: its writer is alive.
  if (pid === 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
