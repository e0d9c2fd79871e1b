import { describe, expect, test } from 'vitest';
import { failuresOf } from './test-failures.mjs';

const root = '/repo';
const file = `${root}/tests/e2e/documents.test.ts`;

describe('the closing list of npm test', () => {
  test('names a failing test once, with its line in the test file and the first line of why', () => {
    const { count, lines } = failuresOf(
      {
        testResults: [
          {
            name: file,
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'lists the files' },
              {
                status: 'failed',
                fullName: 'changing a file keeps its tag',
                failureMessages: [
                  `AssertionError: expected false to be true\n    at helper (${root}/tests/support/x.ts:3:1)\n    at ${file}:235:83\n    at async run`,
                ],
              },
            ],
          },
        ],
      },
      root,
    );
    expect(count).toBe(1);
    expect(lines).toEqual([
      'tests/e2e/documents.test.ts:235:83 > changing a file keeps its tag\n    AssertionError: expected false to be true',
    ]);
  });

  test('a Playwright timeout also says what it was waiting for, without colour codes', () => {
    const message =
      "locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByText('W-2.pdf') to be detached\u001b[22m\n\u001b[2m    60 × locator resolved to visible <span>\u001b[22m\n";
    const { lines } = failuresOf(
      {
        testResults: [
          {
            name: file,
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'moves', failureMessages: [message] }],
          },
        ],
      },
      root,
    );
    expect(lines[0]).toBe(
      "tests/e2e/documents.test.ts > moves\n    locator.waitFor: Timeout 30000ms exceeded. waiting for getByText('W-2.pdf') to be detached",
    );
  });

  test('a test out of time is named so, with how long it ran (vitest reports only its stack)', () => {
    const stack = `Error: STACK_TRACE_ERROR\n    at task (${root}/node_modules/@vitest/runner/dist/x.js:1:1)\n    at ${file}:540:3`;
    const { lines } = failuresOf(
      {
        testResults: [
          {
            name: file,
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'undo', duration: 30022.12, failureMessages: [stack] }],
          },
        ],
      },
      root,
    );
    expect(lines[0]).toBe('tests/e2e/documents.test.ts:540:3 > undo\n    Test timed out (it ran 30022 ms)');
  });

  test('a file that failed to run counts once, with its message; passing files count nothing', () => {
    const { count, lines } = failuresOf(
      {
        testResults: [
          { name: file, status: 'failed', message: 'Error: Cannot find module x\n  at y', assertionResults: [] },
          {
            name: `${root}/tests/api/ok.test.ts`,
            status: 'passed',
            assertionResults: [{ status: 'passed', fullName: 'ok' }],
          },
        ],
      },
      root,
    );
    expect(count).toBe(1);
    expect(lines).toEqual(['tests/e2e/documents.test.ts: Error: Cannot find module x']);
  });
});
