import { describe, expect, it } from 'vitest';
import { defaultTimeZone, ianaZone, isTimeZone, usTimeZones } from './zones';

describe('stored time zones', () => {
  it('map each name of the US list to its IANA zone', () => {
    expect(ianaZone('Hawaii')).toBe('Pacific/Honolulu');
    expect(ianaZone('Alaska')).toBe('America/Juneau');
    expect(ianaZone('Pacific Time (US & Canada)')).toBe('America/Los_Angeles');
    expect(ianaZone('Arizona')).toBe('America/Phoenix');
    expect(ianaZone('Mountain Time (US & Canada)')).toBe('America/Denver');
    expect(ianaZone('Central Time (US & Canada)')).toBe('America/Chicago');
    expect(ianaZone('Eastern Time (US & Canada)')).toBe('America/New_York');
    expect(ianaZone('Indiana (East)')).toBe('America/Indiana/Indianapolis');
    expect(ianaZone('Atlantic Time (Canada)')).toBe('America/Halifax');
    expect(ianaZone('Puerto Rico')).toBe('America/Puerto_Rico');
    expect(Object.keys(usTimeZones)).toHaveLength(10);
  });

  it('name only zones the runtime knows', () => {
    for (const zone of Object.values(usTimeZones)) expect(isTimeZone(zone), zone).toBe(true);
  });

  it('keep a stored IANA name as it is', () => {
    expect(ianaZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(ianaZone('UTC')).toBe('UTC');
    // Asked twice: the second answer comes from the cache of known zones and must be the same.
    expect(ianaZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(ianaZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('fall back to Pacific Time, the spec’s default, when missing or unknown', () => {
    expect(defaultTimeZone).toBe('America/Los_Angeles');
    expect(ianaZone(undefined)).toBe('America/Los_Angeles');
    expect(ianaZone(null)).toBe('America/Los_Angeles');
    expect(ianaZone('')).toBe('America/Los_Angeles');
    expect(ianaZone('Mars/Olympus')).toBe('America/Los_Angeles');
    expect(ianaZone('Eastern Time')).toBe('America/Los_Angeles');
    // An inherited property name is not a zone of the list.
    expect(ianaZone('toString')).toBe('America/Los_Angeles');
  });
});
