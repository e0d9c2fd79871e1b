import { describe, expect, it } from 'vitest';
import { defaultTaxYear, firstTaxYear, isTaxYear, latestTaxYear, taxYearOptions } from './tax-year';

const pacific = 'Pacific Time (US & Canada)';

describe('the default tax year', () => {
  it('is the year of the date ten months ago', () => {
    expect(defaultTaxYear(new Date('2026-10-31T20:00:00Z'), pacific)).toBe(2025);
    expect(defaultTaxYear(new Date('2026-11-01T20:00:00Z'), pacific)).toBe(2026);
    expect(defaultTaxYear(new Date('2026-11-25T12:00:00Z'), pacific)).toBe(2026);
    expect(defaultTaxYear(new Date('2026-12-31T20:00:00Z'), pacific)).toBe(2026);
    expect(defaultTaxYear(new Date('2027-01-15T20:00:00Z'), pacific)).toBe(2026);
    expect(defaultTaxYear(new Date('2027-03-15T20:00:00Z'), pacific)).toBe(2026);
  });

  it('turns over at midnight of 1 November in the viewer’s zone', () => {
    // 06:00 UTC on 1 November is 11 PM on 31 October in Los Angeles, 2 AM on 1 November in New York.
    const at = Date.parse('2026-11-01T06:00:00Z');
    expect(defaultTaxYear(at, pacific)).toBe(2025);
    expect(defaultTaxYear(at, 'Eastern Time (US & Canada)')).toBe(2026);
    expect(defaultTaxYear(at, 'UTC')).toBe(2026);
    expect(defaultTaxYear(Date.parse('2026-11-01T06:59:59Z'), pacific)).toBe(2025);
    expect(defaultTaxYear(Date.parse('2026-11-01T07:00:00Z'), pacific)).toBe(2026);
  });

  it('reads an unknown zone as Pacific Time', () => {
    expect(defaultTaxYear(Date.parse('2026-11-01T06:00:00Z'), 'Mars/Olympus')).toBe(2025);
    expect(defaultTaxYear(Date.parse('2026-11-01T06:00:00Z'))).toBe(2025);
  });

  it('is never before the first option', () => {
    expect(defaultTaxYear(new Date('2010-06-01T12:00:00Z'), pacific)).toBe(firstTaxYear);
  });
});

describe('the tax year options', () => {
  it('run from 2018 to the default year, growing by one each November', () => {
    const october = taxYearOptions(new Date('2026-10-15T12:00:00Z'), pacific);
    expect(october[0]).toBe(2018);
    expect(october.at(-1)).toBe(2025);
    expect(october).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    const november = taxYearOptions(new Date('2026-11-25T12:00:00Z'), pacific);
    expect(november[0]).toBe(2018);
    expect(november.at(-1)).toBe(2026);
    expect(taxYearOptions(new Date('2031-11-25T12:00:00Z'), pacific).at(-1)).toBe(2031);
  });

  it('hold just the first year before there is a later one', () => {
    expect(taxYearOptions(new Date('2010-06-01T12:00:00Z'), pacific)).toEqual([2018]);
  });
});

describe('a tax year the API accepts', () => {
  it('is a whole year from 2018 to the default year where the clock is furthest ahead', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(latestTaxYear(now)).toBe(2026);
    expect([2017, 2018, 2025, 2026, 2027, 2024.5].map((y) => isTaxYear(y, now))).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('includes the new year as soon as any viewer’s dropdown offers it', () => {
    // 10:00 UTC on 31 October is already 1 November at UTC+14 (Kiritimati), still October everywhere in the US.
    const at = Date.parse('2026-10-31T10:00:00Z');
    expect(defaultTaxYear(at, pacific)).toBe(2025);
    expect(isTaxYear(2026, at)).toBe(true);
    expect(isTaxYear(2026, Date.parse('2026-10-31T09:59:00Z'))).toBe(false);
  });
});
