/**
 * Dates as the spec shows them (FA §9 "Dates display like 'MMM D, YYYY'"): 'Nov 5, 2026', and with the time
 * where one is shown, 'Nov 5, 2026 2:05 PM'; within the last day the feed says how long ago instead. Always in
 * a given zone (the browser's on the web, the firm's in mail and exports), never the runtime's locale: a
 * British browser and a Lambda in UTC print the same text as a US one.
 */
import { wallTime } from './wall-clock';
import { ianaZone } from './zones';

/** 'MMM': English short month names, fixed here rather than taken from the runtime's locale data. */
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A Date, epoch milliseconds or an ISO 8601 string. */
export type Instant = Date | number | string;

function epochOf(at: Instant): number {
  if (typeof at === 'number') return at;
  return typeof at === 'string' ? Date.parse(at) : at.getTime();
}

/** 'MMM D, YYYY' in the zone (a stored US name or an IANA name); '' when `at` is not a date. */
export function formatDate(at: Instant, zone: string | null | undefined): string {
  const ms = epochOf(at);
  if (Number.isNaN(ms)) return '';
  const w = wallTime(ms, ianaZone(zone));
  return `${monthNames[w.month - 1]} ${w.day}, ${w.year}`;
}

/** 'MMM D, YYYY h:mm A' in the zone (a stored US name or an IANA name); '' when `at` is not a date. */
export function formatDateTime(at: Instant, zone: string | null | undefined): string {
  const ms = epochOf(at);
  if (Number.isNaN(ms)) return '';
  const w = wallTime(ms, ianaZone(zone));
  const hour = w.hour % 12 === 0 ? 12 : w.hour % 12;
  const minute = String(w.minute).padStart(2, '0');
  return `${monthNames[w.month - 1]} ${w.day}, ${w.year} ${hour}:${minute} ${w.hour < 12 ? 'AM' : 'PM'}`;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The feed's time: 'Just now', 'N minutes ago', 'N hours ago' within the last day; older, or in the future
 * beyond a minute of clock skew, the full 'MMM D, YYYY h:mm A'.
 */
export function formatRelativeDateTime(
  at: Instant,
  zone: string | null | undefined,
  now: Instant = Date.now(),
): string {
  const ago = epochOf(now) - epochOf(at);
  if (Number.isNaN(ago) || ago < -minuteMs || ago >= dayMs) return formatDateTime(at, zone);
  if (ago < minuteMs) return 'Just now';
  if (ago < hourMs) return count(Math.floor(ago / minuteMs), 'minute');
  return count(Math.floor(ago / hourMs), 'hour');
}
