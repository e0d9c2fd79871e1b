import { describe, expect, it } from 'vitest';
import { realUtc, wallTime, zonedTime } from './wall-clock';

describe('the wall clock of a zone', () => {
  it('shows the calendar date and time an instant reads there', () => {
    expect(wallTime(Date.parse('2027-01-01T03:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 22,
      minute: 0,
      second: 0,
    });
    expect(wallTime(Date.parse('2026-11-23T00:00:00Z'), 'UTC').hour).toBe(0);
  });

  it('finds the instant a wall time happens, across daylight saving time', () => {
    expect(zonedTime(2026, 1, 15, 9, 0, 'America/Chicago')).toEqual(new Date('2026-01-15T15:00:00Z'));
    expect(zonedTime(2026, 7, 15, 9, 0, 'America/Chicago')).toEqual(new Date('2026-07-15T14:00:00Z'));
    // 02:30 on 8 March 2026 does not exist in Los Angeles: it moves forward by the hour skipped.
    expect(zonedTime(2026, 3, 8, 2, 30, 'America/Los_Angeles')).toEqual(new Date('2026-03-08T10:30:00Z'));
    // 01:30 on 1 November 2026 happens twice there: the first one counts.
    expect(zonedTime(2026, 11, 1, 1, 30, 'America/Los_Angeles')).toEqual(new Date('2026-11-01T08:30:00Z'));
    // Day 32 of December is 1 January.
    expect(zonedTime(2026, 12, 32, 0, 0, 'UTC')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('refuses calendar parts that name no real date or time', () => {
    expect(realUtc(2026, 2, 31)).toBeNull();
    expect(realUtc(2026, 1, 1, 24, 0)).toBeNull();
    expect(realUtc(2028, 2, 29)).toEqual(new Date('2028-02-29T00:00:00Z'));
  });
});
