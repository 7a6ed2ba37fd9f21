import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its folder: two servers on one DATA_DIR would corrupt it. The owner writes
 * its pid to a lock file; a second process finds that pid alive and stops with a clear message,
 * while a lock left by a killed process (kill -9, power cut) is taken over at once.
 * (proper-lockfile judges staleness by age, which would refuse the restart right after a crash.)
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
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    rmSync(file, { force: true });
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
