import { defineConfig } from 'vitest/config';

/** One runner, five projects: `npm test` runs them in order (scripts/test.mjs). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'events/src/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['infra/aws/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
