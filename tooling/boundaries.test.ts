import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURE_DEPENDENCIES } from './feature-dependencies.ts';

/**
 * Lint claims the boundaries of docs/decisions/0017; these tests prove it checks them. The fixtures break
 * them on purpose, so the normal lint skips them; here they are laid out at the same paths in a scratch
 * directory beside a copy of the repository's own biome.json, and linted with it.
 */

const root = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'boundary-fixtures');
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');

interface Finding {
  rule: string;
  file: string;
  line: number;
}

function lintFixtures(): Finding[] {
  const scratch = mkdtempSync(join(tmpdir(), 'vo-boundaries-'));
  scratchDirs.push(scratch);
  cpSync(fixtures, scratch, { recursive: true });
  cpSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  const run = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', '--reporter=github', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  // One line per diagnostic: ::error title=<rule>,file=<path>,line=<n>,…::<message>
  return [...run.stdout.matchAll(/^::\w+ title=([^,]+),file=([^,]+),line=(\d+),/gm)].map((m) => ({
    rule: m[1]!,
    file: relative(scratch, m[2]!),
    line: Number(m[3]),
  }));
}

const scratchDirs: string[] = [];
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

const restrictedIn = (findings: Finding[], path: string) =>
  findings
    .filter((f) => f.rule === 'lint/style/noRestrictedImports' && f.file.startsWith(path))
    .map((f) => `${f.file}:${f.line}`)
    .sort();

describe('the import boundaries lint claims', () => {
  const findings = lintFixtures();

  it("flags a feature reaching into another feature's internals in every kind of feature file, and lets its index.ts through", () => {
    // Each fixture's last import is the legal one, through the other feature's index.ts: it is not flagged.
    const server = 'apps/server/src/features/benefits';
    expect(restrictedIn(findings, server)).toEqual([
      `${server}/reaches-in.routes.ts:3`,
      `${server}/reaches-in.service.ts:3`,
      `${server}/reaches-in.test.ts:3`,
      `${server}/reaches-in.ts:3`,
      `${server}/reaches-in.ts:4`,
    ]);
    // Line 4 is the web importing the server, the rule the web's features keep beside the feature one.
    const web = 'apps/web/src/features/season-passes';
    expect(restrictedIn(findings, web)).toEqual([`${web}/reaches-in.tsx:3`, `${web}/reaches-in.tsx:4`]);
  });

  it('flags platform and lib depending on a feature, and domain importing a framework', () => {
    expect(restrictedIn(findings, 'apps/server/src/platform')).toEqual([
      'apps/server/src/platform/http/reaches-up.ts:3',
    ]);
    expect(restrictedIn(findings, 'apps/web/src/lib')).toEqual([
      'apps/web/src/lib/reaches-up.ts:3',
      'apps/web/src/lib/reaches-up.ts:4',
    ]);
    expect(restrictedIn(findings, 'packages/domain')).toEqual(['packages/domain/src/reaches-out.ts:4']);
  });

  it('flags the web importing an operator endpoint, and lets the portal’s own contracts through (docs/decisions/0020)', () => {
    const web = 'apps/web/src/features/notifications';
    expect(restrictedIn(findings, web)).toEqual([`${web}/names-an-operator-call.ts:3`]);
  });

  it('keeps the staff console a shell over a shared entry: sections come in through it, nothing comes back up (docs/decisions/0049)', () => {
    // A section reaching past back-office/shared/index.ts, or into the shell; its entry and the domain's
    // back-office contracts are let through.
    const section = 'apps/web/src/features/people-admin';
    expect(restrictedIn(findings, section)).toEqual([
      `${section}/reaches-into-console.tsx:4`,
      `${section}/reaches-into-console.tsx:5`,
    ]);
    // A portal feature may not import the console at all, not even its entry.
    expect(restrictedIn(findings, 'apps/web/src/features/tickets')).toEqual([
      'apps/web/src/features/tickets/imports-the-console.tsx:3',
    ]);
    // The shared pieces import neither a section nor the shell; the shell too comes in through the entry.
    expect(restrictedIn(findings, 'apps/web/src/back-office')).toEqual([
      'apps/web/src/back-office/shared/reaches-into-app.tsx:3',
      'apps/web/src/back-office/shared/reaches-up.tsx:4',
      'apps/web/src/back-office/shared/reaches-up.tsx:5',
      'apps/web/src/back-office/shell/reaches-in.tsx:3',
    ]);
  });

  it("keeps the app's shell above the features: it takes them through their entries, and nothing below imports it (docs/decisions/0051)", () => {
    // A reach past the entries, statically and lazily; a loader from pages.ts, a key from shell.ts, a hook from index.ts pass.
    expect(restrictedIn(findings, 'apps/web/src/app')).toEqual([
      'apps/web/src/app/reaches-in.tsx:5',
      'apps/web/src/app/reaches-in.tsx:6',
    ]);
    // A portal page, a console section and a shared component importing app/ (the console's shared pieces: above).
    expect(restrictedIn(findings, 'apps/web/src/features/catalogue')).toEqual([
      'apps/web/src/features/catalogue/reaches-up.tsx:4',
    ]);
    expect(restrictedIn(findings, 'apps/web/src/features/today-admin')).toEqual([
      'apps/web/src/features/today-admin/reaches-up.tsx:4',
    ]);
    expect(restrictedIn(findings, 'apps/web/src/components')).toEqual(['apps/web/src/components/reaches-up.tsx:4']);
  });

  it('flags the demo seed reaching into a feature past its index.ts (docs/decisions/0051)', () => {
    expect(restrictedIn(findings, 'apps/server/src/seed')).toEqual(['apps/server/src/seed/reaches-in.ts:4']);
  });

  it('flags an import cycle', () => {
    const cycles = findings.filter((f) => f.rule === 'lint/suspicious/noImportCycles').map((f) => f.file);
    expect(cycles.sort()).toEqual(['apps/web/src/lib/cycle-one.ts', 'apps/web/src/lib/cycle-two.ts']);
  });
});

describe('the dependencies between features', () => {
  it('are only the deliberate ones of tooling/feature-dependencies.ts', () => {
    for (const app of ['server', 'web'] as const) {
      const featuresDir = join(root, 'apps', app, 'src/features');
      const found: Record<string, Set<string>> = {};
      for (const feature of readdirSync(featuresDir)) {
        for (const file of readdirSync(join(featuresDir, feature))) {
          const text = readFileSync(join(featuresDir, feature, file), 'utf8');
          const deps = found[feature] ?? new Set<string>();
          for (const m of text.matchAll(/from '\.\.\/([a-z-]+)\/index\.ts'/g)) deps.add(m[1]!);
          if (deps.size > 0) found[feature] = deps;
        }
      }
      const actual = Object.fromEntries(Object.entries(found).map(([feature, deps]) => [feature, [...deps].sort()]));
      const declared = Object.fromEntries(
        Object.entries(FEATURE_DEPENDENCIES[app]).map(([feature, deps]) => [feature, [...deps].sort()]),
      );
      expect(actual, app).toEqual(declared);
    }
  });
});
