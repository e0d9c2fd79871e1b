import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeDateTime } from './format';

describe("dates as 'MMM D, YYYY'", () => {
  it('read the calendar of the given zone', () => {
    expect(formatDate('2026-11-05T18:00:00Z', 'America/New_York')).toBe('Nov 5, 2026');
    expect(formatDate(new Date('2026-03-04T12:00:00Z'), 'UTC')).toBe('Mar 4, 2026');
    expect(formatDate(Date.parse('2026-09-30T12:00:00Z'), 'Asia/Tokyo')).toBe('Sep 30, 2026');
  });

  it('fall on either side of midnight by zone', () => {
    // 03:00 UTC on 1 January 2027 is still New Year's Eve in the Americas, already morning in Tokyo.
    const at = '2027-01-01T03:00:00Z';
    expect(formatDate(at, 'UTC')).toBe('Jan 1, 2027');
    expect(formatDate(at, 'Pacific Time (US & Canada)')).toBe('Dec 31, 2026');
    expect(formatDate(at, 'Eastern Time (US & Canada)')).toBe('Dec 31, 2026');
    expect(formatDate(at, 'Asia/Tokyo')).toBe('Jan 1, 2027');
  });

  it('are empty for something that is not a date', () => {
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatDate(Number.NaN, 'UTC')).toBe('');
  });
});

describe("times as 'MMM D, YYYY h:mm A'", () => {
  it('read the clock of the given zone, a stored US name or an IANA name', () => {
    const at = '2026-11-23T19:05:00Z';
    expect(formatDateTime(at, 'Pacific Time (US & Canada)')).toBe('Nov 23, 2026 11:05 AM');
    expect(formatDateTime(at, 'Eastern Time (US & Canada)')).toBe('Nov 23, 2026 2:05 PM');
    expect(formatDateTime(at, 'Hawaii')).toBe('Nov 23, 2026 9:05 AM');
    expect(formatDateTime(at, 'Europe/London')).toBe('Nov 23, 2026 7:05 PM');
  });

  it('write midnight as 12 AM and noon as 12 PM', () => {
    expect(formatDateTime('2026-07-04T00:00:00Z', 'UTC')).toBe('Jul 4, 2026 12:00 AM');
    expect(formatDateTime('2026-07-04T12:30:00Z', 'UTC')).toBe('Jul 4, 2026 12:30 PM');
    expect(formatDateTime('2026-07-04T23:59:00Z', 'UTC')).toBe('Jul 4, 2026 11:59 PM');
  });

  it('follow daylight saving time', () => {
    // Los Angeles: UTC-8 in winter, UTC-7 from 8 March 2026 02:00, back to UTC-8 on 1 November 2026 02:00.
    expect(formatDateTime('2026-03-08T09:59:00Z', 'America/Los_Angeles')).toBe('Mar 8, 2026 1:59 AM');
    expect(formatDateTime('2026-03-08T10:00:00Z', 'America/Los_Angeles')).toBe('Mar 8, 2026 3:00 AM');
    expect(formatDateTime('2026-11-01T08:30:00Z', 'America/Los_Angeles')).toBe('Nov 1, 2026 1:30 AM');
    expect(formatDateTime('2026-11-01T09:30:00Z', 'America/Los_Angeles')).toBe('Nov 1, 2026 1:30 AM');
    // Arizona keeps standard time all year.
    expect(formatDateTime('2026-07-01T19:00:00Z', 'Arizona')).toBe('Jul 1, 2026 12:00 PM');
    expect(formatDateTime('2026-07-01T19:00:00Z', 'Mountain Time (US & Canada)')).toBe('Jul 1, 2026 1:00 PM');
  });

  it('fall back to Pacific Time for an unknown zone', () => {
    expect(formatDateTime('2026-11-23T19:05:00Z', 'Mars/Olympus')).toBe('Nov 23, 2026 11:05 AM');
    expect(formatDateTime('2026-11-23T19:05:00Z', undefined)).toBe('Nov 23, 2026 11:05 AM');
  });

  it('are empty for something that is not a date', () => {
    expect(formatDateTime('2026-02-31Tnonsense', 'UTC')).toBe('');
  });
});

describe('the feed’s relative times', () => {
  const now = Date.parse('2026-03-04T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('say how long ago within the last day', () => {
    expect(formatRelativeDateTime(ago(10_000), 'UTC', now)).toBe('Just now');
    expect(formatRelativeDateTime(ago(60_000), 'UTC', now)).toBe('1 minute ago');
    expect(formatRelativeDateTime(ago(5 * 60_000), 'UTC', now)).toBe('5 minutes ago');
    expect(formatRelativeDateTime(ago(3_600_000), 'UTC', now)).toBe('1 hour ago');
    expect(formatRelativeDateTime(ago(23 * 3_600_000), 'UTC', now)).toBe('23 hours ago');
  });

  it('give the full time after a day, or further in the future than clock skew explains', () => {
    expect(formatRelativeDateTime(ago(24 * 3_600_000), 'UTC', now)).toBe('Mar 3, 2026 12:00 PM');
    expect(formatRelativeDateTime(ago(25 * 3_600_000), 'Eastern Time (US & Canada)', now)).toBe('Mar 3, 2026 6:00 AM');
    expect(formatRelativeDateTime(ago(-30_000), 'UTC', now)).toBe('Just now');
    expect(formatRelativeDateTime(ago(-2 * 60_000), 'UTC', now)).toBe('Mar 4, 2026 12:02 PM');
    expect(formatRelativeDateTime('garbage', 'UTC', now)).toBe('');
  });
});
