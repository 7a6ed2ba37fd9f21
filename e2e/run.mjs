// `npm test -w @vo/e2e` (or `node e2e/run.mjs` from anywhere): the end-to-end suite against the built app.
// Extra arguments go to vitest, e.g. `node e2e/run.mjs specs/language-switch` to run one story.
//
// The whole suite runs as E2E_SHARDS (default 3) vitest processes at once, each with its own server and
// database (support/global-setup.ts) and a share of the spec files, dealt by their recorded seconds: a story
// mostly waits for a browser and its server, so three of them keep a two-core machine busy (docs/decisions/0011),
// and no story can see another shard's server (maintenance, flags and the demo people are each shard's own).
// With arguments, one process runs them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(e2eDir, '..');
const vitestBin = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

if (!existsSync(vitestBin)) {
  console.error(`e2e: vitest not found at ${vitestBin}; run npm install at the repository root first.`);
  process.exit(1);
}

/** One vitest process over `args`; its lines are prefixed with `label` when several run at once. */
function runVitest(args, label) {
  const child = spawn(process.execPath, [vitestBin, 'run', '--config', join(e2eDir, 'vitest.config.ts'), ...args], {
    cwd: repoRoot,
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...(label ? { FORCE_COLOR: '1' } : {}) },
  });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${label} ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * Deals the spec files so the shards end together: the longest first, each to the shard with the least time so
 * far, by the seconds each took in a whole run (spec-seconds.json; a file not listed counts as the median).
 * Dealt in turn by name, one shard ran about two minutes longer than the other.
 */
function dealBySeconds(files, count) {
  const recorded = JSON.parse(readFileSync(join(e2eDir, 'spec-seconds.json'), 'utf8'));
  const known = Object.values(recorded).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const seconds = (file) => recorded[file] ?? median;
  const shares = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const lightest = shares.reduce((least, share) => (share.total < least.total ? share : least));
    lightest.files.push(file);
    lightest.total += seconds(file);
  }
  return shares.map((share) => share.files.sort());
}

const extra = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? 3);
if (extra.length > 0 || shards <= 1 || process.env.E2E_BASE_URL) {
  // One server already up (E2E_BASE_URL) is shared by every story: they must run one after another.
  process.exit(await runVitest(extra));
}

const specs = readdirSync(join(e2eDir, 'specs'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const shares = dealBySeconds(specs, shards).map((files) => files.map((file) => `e2e/specs/${file}`));
const codes = await Promise.all(shares.map((files, i) => runVitest(files, `[e2e ${i + 1}/${shards}]`)));
const failed = codes.filter((code) => code !== 0).length;
console.log(`e2e: ${shards} shards, ${failed === 0 ? 'all passed' : `${failed} failed`}`);
process.exit(failed === 0 ? 0 : 1);
