/**
 * The one place a stored time zone becomes an IANA zone. Screens store the US names of FA §9 ("Time zones: a US
 * list") such as 'Eastern Time (US & Canada)'; MD §5, §9 default to 'Pacific Time (US & Canada)'. A stored value
 * may also already be an IANA name (the browser's zone). Everything that reads a clock in a zone goes through
 * ianaZone, so a firm in New York is never read as if it were in Los Angeles.
 */

/** The US list's names and the IANA zones they mean. */
export const usTimeZones: Readonly<Record<string, string>> = {
  Hawaii: 'Pacific/Honolulu',
  Alaska: 'America/Juneau',
  'Pacific Time (US & Canada)': 'America/Los_Angeles',
  Arizona: 'America/Phoenix',
  'Mountain Time (US & Canada)': 'America/Denver',
  'Central Time (US & Canada)': 'America/Chicago',
  'Eastern Time (US & Canada)': 'America/New_York',
  'Indiana (East)': 'America/Indiana/Indianapolis',
  'Atlantic Time (Canada)': 'America/Halifax',
  'Puerto Rico': 'America/Puerto_Rico',
};

/** MD §9 "Default client time zone: Pacific Time (US & Canada)", as IANA names it. */
export const defaultTimeZone = 'America/Los_Angeles';

/** Whether the runtime knows `zone` as an IANA zone (or an alias of one, such as 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Zones already found valid. Checking one builds an Intl.DateTimeFormat, and a list formats a date per row;
// only valid names are kept, so the cache is bounded by the runtime's zone list whatever is stored.
const knownZones = new Set<string>();

/** The IANA zone for a stored zone: a US list name mapped, an IANA name kept, Pacific Time when missing or unknown. */
export function ianaZone(stored: string | null | undefined): string {
  if (!stored) return defaultTimeZone;
  const mapped = Object.hasOwn(usTimeZones, stored) ? usTimeZones[stored] : undefined;
  if (mapped) return mapped;
  if (knownZones.has(stored)) return stored;
  if (!isTimeZone(stored)) return defaultTimeZone;
  knownZones.add(stored);
  return stored;
}
