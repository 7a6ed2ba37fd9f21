// Fails when package-lock.json would make a newcomer's `npm ci` fail or install a package that refuses our
// Node.js line:
// - every dependency and optional dependency of every locked package resolves to a locked entry, so the
//   platform binaries of other systems (biome's @biomejs/cli-*, esbuild's @esbuild/*, rolldown's bindings,
//   lightningcss-*, …) are all there, not only this machine's (npm/cli#8320 drops them when a package is
//   updated over an existing node_modules);
// - every locked package's `engines.node` admits every Node.js version our `engines` admits;
// - the README states the same Node.js line (docs/decisions/0019-node-line.md).
// Fix the lockfile: `npm install --package-lock-only` in a clone without node_modules, or
// `rm -rf node_modules && npm install`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages;
const problems = [];

/** The folder where an entry's package lives: a workspace link points at its folder. */
const entryAt = (key) => {
  const entry = packages[key];
  return entry?.link ? { ...packages[entry.resolved], key: entry.resolved } : entry && { ...entry, key };
};

/** Node's lookup from a package folder: its own node_modules, then each enclosing one, then the root's. */
function resolve(from, name) {
  let folder = from;
  for (;;) {
    const found = entryAt(`${folder ? `${folder}/` : ''}node_modules/${name}`);
    if (found) return found;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent === -1 ? '' : folder.slice(0, parent);
  }
}

/** The range `overrides` puts in place of `range` for `name` when depended on by `parentName`. */
function overridden(parentName, name, range) {
  const overrides = manifest.overrides ?? {};
  const scoped = overrides[parentName];
  if (scoped && typeof scoped === 'object' && typeof scoped[name] === 'string') return scoped[name];
  if (typeof overrides[name] === 'string') return overrides[name];
  return range;
}

const nameOf = (key) => packages[key].name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

for (const [key, entry] of Object.entries(packages)) {
  if (entry.link) continue;
  const own = key === '' || !key.includes('node_modules/'); // the root and the workspaces
  const wanted = [
    ...Object.entries(entry.dependencies ?? {}).map(([name, range]) => ({ name, range, optional: false })),
    ...Object.entries(entry.optionalDependencies ?? {}).map(([name, range]) => ({ name, range, optional: true })),
    ...(own
      ? Object.entries(entry.devDependencies ?? {}).map(([name, range]) => ({ name, range, optional: false }))
      : []),
  ];
  for (const { name, range, optional } of wanted) {
    const found = resolve(key, name);
    const where = key || '(root)';
    if (!found) {
      problems.push(`${where}: ${optional ? 'optional ' : ''}dependency ${name}@${range} is missing from the lockfile`);
      continue;
    }
    const effective = overridden(nameOf(key), name, range);
    if (semver.validRange(effective) && found.version && !semver.satisfies(found.version, effective)) {
      problems.push(`${where}: ${name}@${effective} is locked at ${found.version} (${found.key})`);
    }
  }
}

const nodeLine = manifest.engines?.node;
if (!nodeLine || !semver.validRange(nodeLine)) problems.push('package.json: engines.node is missing or not a range');
else {
  for (const [key, entry] of Object.entries(packages)) {
    const needs = entry.engines?.node;
    if (key === '' || !needs || typeof needs !== 'string') continue;
    if (!semver.validRange(needs) || !semver.subset(nodeLine, needs)) {
      problems.push(`${key}@${entry.version} declares Node.js ${needs}, narrower than ours (${nodeLine})`);
    }
  }
  if (packages['']?.engines?.node !== nodeLine)
    problems.push('package-lock.json: engines.node differs from package.json');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  if (!readme.includes(`Runs on Node.js \`${nodeLine}\``)) {
    problems.push(`README.md: no "Runs on Node.js \`${nodeLine}\`" (the engines range of package.json)`);
  }
}

if (problems.length > 0) {
  console.error(`check-lockfile: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  console.error(
    'Missing entries: regenerate with `npm install --package-lock-only` in a clone without node_modules (or\n' +
      '`rm -rf node_modules && npm install`); engines: choose versions that support our Node.js line\n' +
      '(docs/decisions/0019-node-line.md).',
  );
  process.exitCode = 1;
} else {
  const count = Object.keys(packages).length - 1;
  console.log(
    `check-lockfile: ${count} locked packages, every dependency present, every engine admits Node.js ${nodeLine}`,
  );
}
