import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The few files that take minutes, longest first (seconds on two cores): a file that starts last keeps one
 * core busy alone at the end, so they start first and the short files fill the other worker beside them.
 * On a clean clone vitest has no timings of its own and would start them by file size, i.e. near the end.
 */
const LONGEST_FIRST = [
  'apps/server/src/platform/crash-restart.test.ts', // 60 s: five kill -9 and restarts of a real server
  'apps/server/src/features/payments/refund-crash.test.ts', // 40 s alone: kill -9 during refunds, three restarts
  'apps/server/src/platform/http/refusal-messages.test.ts', // 35 s: one language per wrong value
  'apps/server/src/platform/http/hostile-input.test.ts', // 54 s
  'apps/server/src/platform/http/access-matrix.test.ts', // 47 s
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    // Two cores: two files at a time; each server file runs on its own copy of the template database.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          // Every file builds its own app on its own database (test/test-app.ts) and no test mocks a module, so
          // the files of a worker share one import of the server: importing it anew for each file was half of
          // the PostgreSQL pass's time (591 of 1 169 s) and a quarter of this one's (docs/decisions/0011).
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      // Checks of the repository itself (lint boundaries); its fixtures are never tests.
      { test: { name: 'tooling', include: ['tooling/*.test.ts'] } },
    ],
  },
});
