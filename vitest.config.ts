import { defineConfig } from 'vitest/config';

/**
 * Browser test files that sign in as the demo firm's people (npm start's seed) and change what the others see
 * (messages, out of office, sign-in limits): they must not run beside each other.
 */
const sharesDemoFirm = [
  'tests/e2e/conversations.test.ts',
  'tests/e2e/exports-demo.test.ts',
  'tests/e2e/mass-email.test.ts',
  'tests/e2e/notifications.test.ts',
  'tests/e2e/out-of-office.test.ts',
  'tests/e2e/screens.test.ts',
  'tests/e2e/sign-in-codes.test.ts',
  'tests/e2e/sign-in-password.test.ts',
];

/**
 * Browser files that make their own firms but run in the demo lane after its files (one at a time there): the lane
 * beside the two-at-a-time files would otherwise sit idle for most of their run. Chosen so both lanes end about
 * together (about 500 s each on two cores, measured from `npm test`'s JSON reports).
 */
const besideTheDemoFiles = [
  'tests/e2e/entities-page.test.ts',
  'tests/e2e/tax-return-delivery.test.ts',
  'tests/e2e/signature-requests.test.ts',
  'tests/e2e/documents.test.ts',
];
const oneAtATime = [...sharesDemoFirm, ...besideTheDemoFiles];

/**
 * expect.poll waits 1 s by default: on CI's two loaded cores a table re-rendering after a click took longer. A poll
 * that passes returns at once, so the longer wait only costs time when a test fails.
 */
const slowMachinePoll = { poll: { timeout: 15_000 } };

/** One runner, six projects: `npm test` runs them in order (scripts/test.mjs). */
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
            'infra/cost/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Files make their own firms and mostly wait on the stack (its sweeper, queue and DynamoDB Local): three at
        // a time on two cores took the API and security files from 363 s to 126 s.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          // The files share one local stack: a test can wait behind another file's burst (queue faults, exports),
          // and two tests that take 5 to 7 s alone both passed 30 s in one run while such a burst lasted.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: slowMachinePoll,
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          expect: slowMachinePoll,
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
      { test: { name: 'infra', include: ['infra/aws/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 } },
      {
        // Files that make their own firms: two at a time, one Chromium each (beside them the demo firm's files run one
        // at a time: three browsers on two cores; a fourth made timing-bound tests miss their windows).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: oneAtATime,
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: slowMachinePoll,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Files that sign in as the seeded demo people and change their state: one at a time, on a stack of their own;
        // then the files that fill the lane's idle time.
        test: {
          name: 'e2e-demo',
          include: oneAtATime,
          globalSetup: ['tests/support/global-stack.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: slowMachinePoll,
          fileParallelism: false,
        },
      },
    ],
  },
});
