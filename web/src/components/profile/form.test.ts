import { describe, expect, it } from 'vitest';
import { draftOf, hasChanges, profileBody, profileErrors } from './form';

const saved = draftOf({
  fname: 'Avi',
  lname: 'Advisor',
  preferred_name: null,
  phone_number: '5551234567',
  time_zone: 'America/New_York',
  preferred_contact_method: 'sms',
  preferences: { last_activity_should_include_all_activity: false },
});

describe('Profile Settings form', () => {
  it('shows the phone formatted (XXX) XXX-XXXX and a stored sms as Email & Text', () => {
    expect(saved.phone).toBe('(555) 123-4567');
    expect(saved.contact).toBe('email_and_sms');
  });

  it('Save is enabled only on change, and sends only the changed keys', () => {
    expect(hasChanges(saved, { ...saved })).toBe(false);
    expect(profileBody(saved, { ...saved, phone: '(555) 123-4567' })).toEqual({});
    expect(profileBody(saved, { ...saved, fname: ' Avery ', phone: '(555) 999-0000' })).toEqual({
      fname: 'Avery',
      phone_number: '5559990000',
    });
    expect(hasChanges(saved, { ...saved, all_activity: true })).toBe(true);
    expect(profileBody(saved, { ...saved, all_activity: true })).toEqual({});
  });

  it('a phone must be 10 digits or none; names are required', () => {
    expect(profileErrors({ ...saved, phone: '(555) 12' })).toEqual({ phone: 'Phone number must be 10 digits' });
    expect(profileErrors({ ...saved, phone: '' })).toEqual({});
    expect(profileErrors({ ...saved, fname: ' ' }).fname).toBe('First name is required');
  });
});

describe('the time zone filter', () => {
  it('matches every word of the filter, reading _ and / as spaces', async () => {
    const { zoneMatches } = await import('./TimeZoneField');
    expect(zoneMatches('America/New_York', 'new york')).toBe(true);
    expect(zoneMatches('Europe/Paris', 'europe par')).toBe(true);
    expect(zoneMatches('Eastern Time (US & Canada)', 'eastern')).toBe(true);
    expect(zoneMatches('Europe/Paris', 'berlin')).toBe(false);
  });
});
