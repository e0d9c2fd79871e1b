import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeDateTime } from './dateTime';

describe('feed and activity times', () => {
  it("read 'MMM D, YYYY h:mm A' in the browser's zone", () => {
    const at = new Date(2026, 2, 4, 9, 5).toISOString();
    expect(formatDateTime(at)).toBe('Mar 4, 2026 9:05 AM');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('Dec 31, 2026 11:59 PM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('say how long ago within the last day, and the full time after it', () => {
    const now = new Date(2026, 2, 4, 12, 0).getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(formatRelativeDateTime(ago(10_000), now)).toBe('Just now');
    expect(formatRelativeDateTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeDateTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeDateTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeDateTime(ago(25 * 3_600_000), now)).toBe('Mar 3, 2026 11:00 AM');
  });
});
