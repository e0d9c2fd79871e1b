import { describe, expect, it } from 'vitest';
import {
  defaultDaysUntilDue,
  defaultEditDueDays,
  defaultFirstScheduledDate,
  defaultSendDueDays,
  defaultSendFrequency,
  dueDateFor,
  dueDateShortcuts,
  firstOccurrence,
  isCalendarDate,
  isSendFrequency,
  nextOccurrence,
  occurrenceAt,
  occurrenceKey,
  type SendFrequency,
  sendFrequencies,
  sendFrequencyLabels,
  sendFrequencyOptions,
  sendTimeUtcHour,
} from './send-schedule';

/** The first `count` send dates of a scheduler, each worked out from the one before as the sweeper does. */
function series(frequency: SendFrequency, first: string, count: number): string[] {
  const dates = [firstOccurrence(frequency, first)];
  while (dates.length < count) {
    const next = nextOccurrence(frequency, dates[dates.length - 1], first);
    if (next === null) break;
    dates.push(next);
  }
  return dates;
}

describe('reminder recurrence options', () => {
  it('are once, weekly, monthly, month end, month start, quarterly, yearly', () => {
    expect(sendFrequencies).toEqual(['once', 'weekly', 'monthly', 'month_end', 'month_start', 'quarterly', 'yearly']);
    expect(sendFrequencyOptions.map((o) => o.label)).toEqual([
      'Once',
      'Weekly',
      'Monthly',
      'Month End',
      'Month Start',
      'Quarterly',
      'Yearly',
    ]);
    expect(sendFrequencyOptions.map((o) => o.value)).toEqual([...sendFrequencies]);
    expect(sendFrequencyLabels.month_end).toBe('Month End');
  });

  it('are the only frequencies there are', () => {
    for (const f of sendFrequencies) expect(isSendFrequency(f)).toBe(true);
    for (const f of ['Once', 'daily', 'month-end', '', null, 7]) expect(isSendFrequency(f), String(f)).toBe(false);
  });
});

describe('scheduled send defaults', () => {
  it('are days_until_due 14, frequency once, first send date tomorrow', () => {
    expect(defaultDaysUntilDue).toBe(14);
    expect(defaultSendFrequency).toBe('once');
    expect(defaultFirstScheduledDate(new Date('2026-03-10T15:00:00Z'), 'UTC')).toBe('2026-03-11');
  });

  it("take tomorrow as the viewer's clock reads it, across a year end", () => {
    // 03:00 UTC on 1 January is still 31 December evening in Los Angeles.
    const now = new Date('2027-01-01T03:00:00Z');
    expect(defaultFirstScheduledDate(now, 'Pacific Time (US & Canada)')).toBe('2027-01-01');
    expect(defaultFirstScheduledDate(now, 'UTC')).toBe('2027-01-02');
    expect(defaultFirstScheduledDate(new Date('2028-02-28T12:00:00Z'), 'America/New_York')).toBe('2028-02-29');
  });

  it('offer due date shortcuts 7 days, 2 weeks (14), 1 month (30); 14 days in send dialogs, 7 when editing', () => {
    expect(dueDateShortcuts).toEqual([
      { label: '7 days', days: 7 },
      { label: '2 weeks', days: 14 },
      { label: '1 month', days: 30 },
    ]);
    expect(defaultSendDueDays).toBe(14);
    expect(defaultEditDueDays).toBe(7);
  });
});

describe('once', () => {
  it('sends on the first scheduled date and never again', () => {
    expect(firstOccurrence('once', '2026-03-10')).toBe('2026-03-10');
    expect(nextOccurrence('once', '2026-03-10', '2026-03-10')).toBeNull();
    expect(series('once', '2026-03-10', 5)).toEqual(['2026-03-10']);
  });
});

describe('weekly', () => {
  it('sends every 7 days from the first date, across month and year ends', () => {
    expect(series('weekly', '2026-12-17', 4)).toEqual(['2026-12-17', '2026-12-24', '2026-12-31', '2027-01-07']);
  });

  it('counts 29 February in a leap year', () => {
    expect(series('weekly', '2028-02-15', 4)).toEqual(['2028-02-15', '2028-02-22', '2028-02-29', '2028-03-07']);
    expect(series('weekly', '2027-02-22', 2)).toEqual(['2027-02-22', '2027-03-01']);
  });

  it("stays on the first date's weekday after a date off the series", () => {
    expect(nextOccurrence('weekly', '2026-12-27', '2026-12-17')).toBe('2026-12-31');
  });
});

describe('monthly', () => {
  it("keeps the first date's day of month, clamped to shorter months without drifting", () => {
    expect(series('monthly', '2027-01-31', 6)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });

  it('reaches 29 February in a leap year', () => {
    expect(series('monthly', '2028-01-31', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(series('monthly', '2028-01-30', 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
  });

  it('crosses the year end', () => {
    expect(series('monthly', '2026-11-30', 5)).toEqual([
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
    expect(series('monthly', '2026-12-15', 2)).toEqual(['2026-12-15', '2027-01-15']);
  });

  it('is worked out from the first date, whatever date came before', () => {
    expect(nextOccurrence('monthly', '2027-02-28', '2027-01-31')).toBe('2027-03-31');
    expect(nextOccurrence('monthly', '2027-02-15', '2027-01-31')).toBe('2027-02-28');
    expect(nextOccurrence('monthly', '2027-01-31', '2027-01-31')).toBe('2027-02-28');
  });
});

describe('month end', () => {
  it("sends on the last day of each month, from the end of the first date's month", () => {
    expect(series('month_end', '2026-11-15', 5)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('starts on the first date when it is a month end, and knows leap years', () => {
    expect(series('month_end', '2028-01-31', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(firstOccurrence('month_end', '2028-02-01')).toBe('2028-02-29');
    expect(firstOccurrence('month_end', '2027-02-28')).toBe('2027-02-28');
  });

  it("follows a date off the series with that month's end", () => {
    expect(nextOccurrence('month_end', '2027-02-10', '2026-11-15')).toBe('2027-02-28');
  });
});

describe('month start', () => {
  it('sends on the 1st of each month, from the first 1st on or after the first date', () => {
    expect(series('month_start', '2026-11-15', 4)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01']);
    expect(series('month_start', '2026-12-01', 2)).toEqual(['2026-12-01', '2027-01-01']);
    expect(firstOccurrence('month_start', '2026-12-31')).toBe('2027-01-01');
  });

  it('crosses February in a leap year', () => {
    expect(series('month_start', '2028-02-29', 2)).toEqual(['2028-03-01', '2028-04-01']);
  });
});

describe('quarterly', () => {
  it('sends every 3 months from the first date, clamped like monthly', () => {
    expect(series('quarterly', '2026-11-30', 6)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
      '2028-02-29',
    ]);
    expect(series('quarterly', '2026-12-31', 3)).toEqual(['2026-12-31', '2027-03-31', '2027-06-30']);
  });

  it('sends on the next quarter after a date between two', () => {
    expect(nextOccurrence('quarterly', '2027-01-15', '2026-11-30')).toBe('2027-02-28');
    expect(nextOccurrence('quarterly', '2027-03-31', '2026-11-30')).toBe('2027-05-30');
  });
});

describe('yearly', () => {
  it('sends on the same day each year, across the year end', () => {
    expect(series('yearly', '2026-12-31', 3)).toEqual(['2026-12-31', '2027-12-31', '2028-12-31']);
    expect(series('yearly', '2026-01-15', 2)).toEqual(['2026-01-15', '2027-01-15']);
  });

  it('sends on 28 February in the years without a 29th, and on the 29th again in a leap year', () => {
    expect(series('yearly', '2028-02-29', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });
});

describe('every frequency', () => {
  it('starts with the first occurrence for a date before it', () => {
    for (const f of sendFrequencies.filter((f) => f !== 'once'))
      expect(nextOccurrence(f, '2026-01-01', '2026-11-15'), f).toBe(firstOccurrence(f, '2026-11-15'));
  });

  it('always moves forward', () => {
    for (const f of sendFrequencies.filter((f) => f !== 'once')) {
      const dates = series(f, '2027-01-31', 40);
      for (let i = 1; i < dates.length; i++) expect(dates[i] > dates[i - 1], `${f} ${dates[i]}`).toBe(true);
    }
  });

  it('refuses a date that is not a real YYYY-MM-DD', () => {
    expect(() => firstOccurrence('monthly', '2027-02-30')).toThrow(RangeError);
    expect(() => nextOccurrence('weekly', '2027-1-5', '2027-01-01')).toThrow(RangeError);
    expect(() => nextOccurrence('once', '2027-01-01', 'tomorrow')).toThrow(RangeError);
    expect(() => occurrenceAt('2027-13-01')).toThrow(RangeError);
  });
});

describe('an occurrence', () => {
  it('goes out at 14:00 UTC on its date', () => {
    expect(sendTimeUtcHour).toBe(14);
    expect(occurrenceAt('2026-12-31')).toEqual(new Date('2026-12-31T14:00:00Z'));
    expect(occurrenceAt('2028-02-29')).toEqual(new Date('2028-02-29T14:00:00Z'));
  });

  it('has a key of its own that stays the same each time it is worked out', () => {
    expect(occurrenceKey('s1', '2027-01-31')).toBe(occurrenceKey('s1', '2027-01-31'));
    expect(occurrenceKey('s1', '2027-01-31')).not.toBe(occurrenceKey('s1', '2027-02-28'));
    expect(occurrenceKey('s1', '2027-01-31')).not.toBe(occurrenceKey('s2', '2027-01-31'));
    expect(occurrenceKey('s1', '2027-01-31')).toBe('sched-s1-2027-01-31');
  });

  it('is due days_until_due after its send date', () => {
    expect(dueDateFor('2026-03-10', 14)).toBe('2026-03-24');
    expect(dueDateFor('2026-12-25', 14)).toBe('2027-01-08');
    expect(dueDateFor('2028-02-20', 9)).toBe('2028-02-29');
    expect(dueDateFor('2027-02-20', 9)).toBe('2027-03-01');
    expect(dueDateFor('2026-03-10', 0)).toBe('2026-03-10');
    expect(() => dueDateFor('2026-03-10', -1)).toThrow(RangeError);
    expect(() => dueDateFor('2026-03-10', 1.5)).toThrow(RangeError);
  });
});

describe('a calendar date', () => {
  it('is a real date written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const d of ['2027-02-29', '2027-2-28', '2027-02-28T00:00:00Z', '', null, 20270228])
      expect(isCalendarDate(d), String(d)).toBe(false);
  });
});
