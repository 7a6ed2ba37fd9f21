// One of several processes started together on a DATA_DIR (data-dir-lock.test.ts): it waits for the
// go signal, tries to lock the folder, says whether it owns it, and keeps it until told to stop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from '../src/platform/data-dir-lock.ts';

const dir = process.argv[2]!;
console.log('ready');
while (!existsSync(join(dir, 'go'))) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
try {
  lockDataDir(dir);
  console.log('owner');
} catch {
  console.log('refused');
}
setTimeout(() => process.exit(0), 60_000);
