// `npm test -w @vo/e2e` (or `node e2e/run.mjs` from anywhere): the end-to-end suite against the built app.
// Extra arguments go to vitest, e.g. `node e2e/run.mjs specs/language-switch` to run one story.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(e2eDir, '..');
const vitestBin = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

if (!existsSync(vitestBin)) {
  console.error(`e2e: vitest not found at ${vitestBin}; run npm install at the repository root first.`);
  process.exit(1);
}

const child = spawn(
  process.execPath,
  [vitestBin, 'run', '--config', join(e2eDir, 'vitest.config.ts'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
