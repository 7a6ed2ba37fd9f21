// Fails when the Drizzle schema has changes that no committed migration holds: runs `drizzle-kit generate`
// with the project's config into a temporary copy of the migrations folder (the repository is never
// written) and reports any file it adds or changes. Fix: `npm run db:generate`, then commit the migration.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(root, 'apps/server/drizzle.config.ts');
const migrations = join(root, 'apps/server/src/db/migrations');
// drizzle-kit exports no package.json: its bin sits beside the entry point.
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/** Every file under `dir`, relative path → content hash. */
function listing(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    files.set(relative(dir, path).replaceAll('\\', '/'), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

/** Runs drizzle-kit into a copy of the migrations folder in `work`; answers the problem found, or null. */
function check(work) {
  const out = join(work, 'migrations');
  cpSync(migrations, out, { recursive: true });
  const before = listing(out);
  // drizzle-kit takes `out` relative to the working folder and refuses --out beside --config: a config of
  // our own imports the project's and only moves `out`.
  writeFileSync(
    join(work, 'drizzle.config.ts'),
    `import config from ${JSON.stringify(config)};\n` +
      `export default { ...config, out: ${JSON.stringify(relative(root, out).replaceAll('\\', '/'))} };\n`,
  );
  const run = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', join(work, 'drizzle.config.ts')], {
    cwd: root,
    encoding: 'utf8',
    // No terminal: drizzle-kit cannot ask whether a column was renamed, and says so (then exits 0).
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  const changed = [...listing(out)].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  if (changed.length > 0) {
    const lines = ['the Drizzle schema differs from the committed migrations; drizzle-kit would write:'];
    for (const file of changed) {
      lines.push(`  apps/server/src/db/migrations/${file}${before.has(file) ? ' (changed)' : ' (new)'}`);
      if (file.endsWith('.sql')) lines.push(readFileSync(join(out, file), 'utf8').trim().replace(/^/gm, '    '));
    }
    lines.push('Run `npm run db:generate` and commit the new migration with the schema change.');
    return lines.join('\n');
  }
  if (/Interactive prompts require a TTY/.test(output)) {
    return (
      'the Drizzle schema differs from the committed migrations, and drizzle-kit needs to ask whether a table or column\n' +
      'was renamed or is new. Run `npm run db:generate` in a terminal, answer it, and commit the migration with the schema change.'
    );
  }
  if (run.status !== 0 || !/No schema changes/.test(output)) {
    return `drizzle-kit generate did not say "No schema changes" (exit ${run.status}${run.error ? `, ${run.error.message}` : ''}):\n${output}`;
  }
  return null;
}

const work = mkdtempSync(join(tmpdir(), 'vo-migrations-check-'));
let problem;
try {
  problem = check(work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (problem) {
  console.error(`check-migrations: ${problem}`);
  process.exitCode = 1;
} else {
  const count = readdirSync(migrations).filter((file) => file.endsWith('.sql')).length;
  console.log(`check-migrations: the Drizzle schema matches the ${count} committed migrations`);
}
