import { mkdirSync, readFileSync, readlinkSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A takeover holds its mutex for a millisecond; one older than this was left by a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * PGlite does not lock its folder: two servers on one DATA_DIR would corrupt it. The owner writes
 * its pid to a lock file, with the moment its process started (docs/decisions/0042); a second process finds
 * that same process alive and stops with a clear message, while a lock left by a killed process (kill -9,
 * power cut) is taken over at once — also when its pid has been given since to another program.
 * (proper-lockfile judges staleness by age, which would refuse the restart right after a crash.)
 *
 * Creating the lock file is atomic (`wx`); taking a dead owner's lock over is not, so it happens under a
 * short mutex (an atomic `mkdir`): of several processes started together on a stale lock, exactly one
 * owns the folder afterwards.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const mine = JSON.stringify({ pid: process.pid, ...identityOf(process.pid) });
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    withTakeoverMutex(join(dataDir, 'server.lock.takeover'), () => {
      const owner = ownerOf(file);
      if (owner === null) return; // released meanwhile: try to create it again
      if (owner !== DEAD && owner.pid !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner.pid);
      }
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

/** Who wrote the lock: a pid and, where the system tells, when that process started (and since which boot). */
interface LockOwner {
  pid: number;
  start?: string | undefined;
  boot?: string | undefined;
}

/** No process owns the lock: it holds no owner and is too old to be one being written. */
const DEAD = 'dead';

function ownerOf(file: string): LockOwner | typeof DEAD | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const owner = parseOwner(text);
  if (owner) return owner;
  // Created but not yet written by a process starting this instant (its pid 0 stands for it: alive), or
  // left empty by a crash long ago.
  return ageMs(file) > TAKEOVER_STALE_MS ? DEAD : { pid: 0 };
}

/** `{"pid":…,"start":…,"boot":…}`, or a bare pid as locks were written before they knew start times. */
function parseOwner(text: string): LockOwner | null {
  if (text.trimStart().startsWith('{')) {
    try {
      const owner = JSON.parse(text) as Partial<LockOwner>;
      if (!Number.isSafeInteger(owner.pid) || (owner.pid as number) <= 0) return null;
      const textOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return { pid: owner.pid as number, start: textOrUndefined(owner.start), boot: textOrUndefined(owner.boot) };
    } catch {
      return null;
    }
  }
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid } : null;
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

/** Whether the lock's owner still runs: its pid alive, and that pid still the same process (not a reused one). */
function isAlive(owner: LockOwner): boolean {
  // Pid 0 stands for a lock being written right now: its writer is alive.
  if (owner.pid === 0) return true;
  if (!pidExists(owner.pid)) return false;
  const now = identityOf(owner.pid);
  // Where the system cannot tell when a process started (no /proc), a live pid is taken at its word.
  if (now.start === undefined) return true;
  if (owner.start !== undefined) return owner.start === now.start && (owner.boot ?? now.boot) === now.boot;
  // A lock of the older form names a pid only: alive if that pid still runs the program we are.
  return runsOurProgram(owner.pid);
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), and the boot's id: the
 * two together name one process of one machine's life, where a pid alone is given again to others.
 */
function identityOf(pid: number): { start?: string; boot?: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    if (!start || !/^\d+$/.test(start)) return {};
    return { start, boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() };
  } catch {
    return {};
  }
}

function runsOurProgram(pid: number): boolean {
  try {
    return readlinkSync(`/proc/${pid}/exe`) === readlinkSync('/proc/self/exe');
  } catch {
    // Not ours to read (another user's process): it may be a server; refuse rather than corrupt.
    return true;
  }
}
