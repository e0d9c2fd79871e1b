/**
 * Calendar arithmetic in an IANA zone without a date library: what a zone's clock shows at an instant, and the
 * instant it shows a given wall time. Zones come from ./zones (ianaZone) so stored US names are mapped first.
 */

const second = 1000;
const day = 24 * 60 * 60 * second;

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    const numeric = 'numeric' as const;
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date and clock time an instant shows in an IANA zone. */
export function wallTime(at: number, timeZone: string): WallTime {
  const part = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: part.year,
    month: part.month,
    day: part.day,
    hour: part.hour,
    minute: part.minute,
    second: part.second,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const w = wallTime(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / second) * second;
}

/**
 * The instant a zone's clock shows a wall time (day may overflow: day + 1 is tomorrow). Across DST it resolves
 * like Temporal's 'compatible': a repeated time takes the earlier instant, a skipped time moves forward by the gap.
 */
export function zonedTime(
  year: number,
  month: number,
  dayOfMonth: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const before = offsetAt(wall - day, timeZone);
  const after = offsetAt(wall + day, timeZone);
  const fits = [before, after].filter((o) => offsetAt(wall - o, timeZone) === o).map((o) => wall - o);
  return new Date(fits.length ? Math.min(...fits) : wall - before);
}

/** A UTC date from calendar parts, or null when they name no real date or time (31-02, 24:00). */
export function realUtc(
  year: number,
  month: number,
  dayOfMonth: number,
  hour = 0,
  minute = 0,
  sec = 0,
  ms = 0,
): Date | null {
  if (hour > 23 || minute > 59 || sec > 59) return null;
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, dayOfMonth); // not Date.UTC, which reads years 0-99 as 1900-1999
  at.setUTCHours(hour, minute, sec, ms);
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === dayOfMonth ? at : null;
}
