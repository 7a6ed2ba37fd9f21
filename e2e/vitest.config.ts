import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The repository root, so the same paths work whether vitest is started from /work/main or from e2e/.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  test: {
    root: repoRoot,
    include: ['e2e/specs/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One server and one maintenance switch for the whole run: files must not overlap (maintenance is global).
    fileParallelism: false,
    maxWorkers: 1,
    // The files run one after another in one worker that imports playwright and the domain once: a fresh worker
    // per file cost about 3 s of CPU each, 65 times a run (docs/decisions/0011). The stories keep no state in
    // modules; each file launches its own browser and each test has its own context.
    isolate: false,
    // A story takes 5–40 s alone; beside two other shards on a slow day it took three times that (0011).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll: what a page shows may take a few seconds on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // A failed browser test must not be retried silently: the screenshot of the first failure is the useful one.
    retry: 0,
  },
});
