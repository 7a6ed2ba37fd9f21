import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two files at a time; each server file runs on its own copy of the template database.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
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
