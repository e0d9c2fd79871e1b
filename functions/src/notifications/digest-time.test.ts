import { describe, expect, it } from 'vitest';
import { nextDigestTime } from '../platform/daily-digest-schedule';

describe('the daily digest goes out at 07:00 in the firm’s time zone', () => {
  it('later today when it is before 07:00 there, otherwise tomorrow', () => {
    // 06:00 in Los Angeles (PST, UTC-8) on 23 Nov 2026.
    expect(nextDigestTime(new Date('2026-11-23T14:00:00Z'), 'Pacific Time (US & Canada)')).toEqual({
      at: new Date('2026-11-23T15:00:00Z'),
      date: '2026-11-23',
    });
    expect(nextDigestTime(new Date('2026-11-23T15:00:00Z'), 'Pacific Time (US & Canada)')).toEqual({
      at: new Date('2026-11-24T15:00:00Z'),
      date: '2026-11-24',
    });
    expect(nextDigestTime(new Date('2026-11-23T15:00:00Z'), 'Eastern Time (US & Canada)')).toEqual({
      at: new Date('2026-11-24T12:00:00Z'),
      date: '2026-11-24',
    });
  });
  it('keeps 07:00 local across a daylight-saving change, and falls back to Pacific Time for an unknown zone', () => {
    // The night US clocks go back (1 Nov 2026): 07:00 PST is 15:00 UTC, the day before it was 14:00 UTC.
    expect(nextDigestTime(new Date('2026-10-31T14:30:00Z'), 'America/Los_Angeles').at).toEqual(
      new Date('2026-11-01T15:00:00Z'),
    );
    expect(nextDigestTime(new Date('2026-11-23T14:00:00Z'), 'Mars/Olympus').at).toEqual(
      new Date('2026-11-23T15:00:00Z'),
    );
  });
});
