/**
 * The Tax Year dropdown (FA §9, QD §9): options from 2018 to the default year, the default being the year of the
 * date ten months ago. Worked out from the clock, so each November a year is added without a code change.
 */
import { wallTime } from './wall-clock';
import { ianaZone } from './zones';

/** The first option of the dropdown. */
export const firstTaxYear = 2018;

/** How far back the default year is read: in November 2026 the date ten months ago is in 2026, in October in 2025. */
const defaultYearMonthsBack = 10;

/**
 * The year of the date ten months ago in the zone (a stored US name or an IANA name; the viewer's on the web).
 * Never before the first option, so the default is always one of them.
 */
export function defaultTaxYear(now: Date | number, zone?: string | null): number {
  const today = wallTime(+now, ianaZone(zone));
  const year = today.month > defaultYearMonthsBack ? today.year : today.year - 1;
  return Math.max(firstTaxYear, year);
}

/** The dropdown's options, oldest first: 2018 through the default year in the zone. */
export function taxYearOptions(now: Date | number, zone?: string | null): number[] {
  const last = defaultTaxYear(now, zone);
  return Array.from({ length: last - firstTaxYear + 1 }, (_, i) => firstTaxYear + i);
}

/**
 * The zone whose clock is furthest ahead (UTC+14). The API does not know the viewer's zone, so it accepts up to the
 * default year there: any browser's newest option, on any side of the 1 November change.
 */
const earliestZone = 'Pacific/Kiritimati';

/** The newest year any viewer's dropdown offers now. */
export function latestTaxYear(now: Date | number = Date.now()): number {
  return defaultTaxYear(now, earliestZone);
}

/** Whether a year is one some viewer's dropdown offers now: a whole year from 2018 to latestTaxYear. */
export function isTaxYear(year: number, now: Date | number = Date.now()): boolean {
  return Number.isInteger(year) && year >= firstTaxYear && year <= latestTaxYear(now);
}

/** Every tax year a return or questionnaire can have, newest first: a year filter of 'All' merges their partitions. */
export function allTaxYears(now: Date | number = Date.now()): number[] {
  const years: number[] = [];
  for (let y = latestTaxYear(now) + 1; y >= firstTaxYear; y--) years.push(y);
  return years;
}
