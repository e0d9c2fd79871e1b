/**
 * The US time zone names the screens store (FA §9 "Time zones: a US list", MD §5 default 'Pacific Time (US &
 * Canada)') and the IANA zones they mean. Stored values may also already be IANA names.
 */
export const usTimeZones: Record<string, string> = {
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

const fallback = 'America/Los_Angeles';

function isIana(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone for a stored zone name; Pacific Time when it is missing or unknown. */
export function ianaZone(stored: string | null | undefined): string {
  if (!stored) return fallback;
  const mapped = usTimeZones[stored];
  if (mapped) return mapped;
  return isIana(stored) ? stored : fallback;
}
