// What a vitest JSON report says failed, for the closing list of `npm test` (scripts/test.mjs): each failing test
// counted once (vitest's own totals also count every describe and file around it), named with the line of the test
// that failed and the first words of why, so a CI log that keeps only its tail is enough to find it.

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what it strips
const ansi = /\u001b\[[0-9;]*m/g;

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first line of an error, and for Playwright's the locator it was waiting on (its call log's first line). A
 * test out of time is reported by its stack alone, whose first line is vitest's placeholder: it is named for what it
 * is, with how long the test ran.
 */
function why(message, durationMs) {
  const lines = String(message ?? '')
    .replace(ansi, '')
    .split('\n');
  const said = (lines[0] ?? '').trim();
  const first =
    said === 'Error: STACK_TRACE_ERROR' && typeof durationMs === 'number'
      ? `Test timed out (it ran ${Math.round(durationMs)} ms)`
      : said;
  const log = lines.indexOf('Call log:');
  const waited = log >= 0 ? lines.slice(log + 1).find((l) => l.trim().startsWith('- ')) : undefined;
  return (waited ? `${first} ${waited.trim().slice(2)}` : first).slice(0, 400);
}

/** `:line:column` of the test file's own frame in the stack, or '' when the stack never reaches it. */
function lineIn(message, file) {
  const found = new RegExp(`${escaped(file)}:(\\d+):(\\d+)`).exec(String(message ?? ''));
  return found ? `:${found[1]}:${found[2]}` : '';
}

/** Every failure of one report (its types: test-failures.d.mts), and how many there were. */
export function failuresOf(report, root) {
  const lines = [];
  let count = 0;
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      count += 1;
      lines.push(`${where}: ${why(file.message) || 'the file failed to run'}`);
    }
    for (const t of failed) {
      count += 1;
      const message = t.failureMessages?.[0];
      lines.push(`${where}${lineIn(message, file.name)} > ${t.fullName}\n    ${why(message, t.duration)}`);
    }
  }
  return { count, lines };
}
