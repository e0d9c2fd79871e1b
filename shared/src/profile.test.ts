import { describe, expect, it } from 'vitest';
import { advisorEditRefusal, profileApiText, profileChange, profileProblem } from './profile';

describe('who may edit a firm user’s profile (FA §6, §7.3)', () => {
  it('staff edit their own; partners and admins other staff; only a partner a partner', () => {
    expect(advisorEditRefusal({ userId: 'a', firmAccess: null }, { userId: 'a' })).toBeNull();
    expect(advisorEditRefusal({ userId: 'a', firmAccess: 'full' }, { userId: 'b' })).toBe(
      profileApiText.othersOnlyPartnerOrAdmin,
    );
    expect(advisorEditRefusal({ userId: 'a', firmAccess: 'admin' }, { userId: 'b', firm_access: 'full' })).toBeNull();
    expect(advisorEditRefusal({ userId: 'a', firmAccess: 'admin' }, { userId: 'b', firm_access: 'partner' })).toBe(
      profileApiText.partnerOnlyByPartner,
    );
    expect(
      advisorEditRefusal({ userId: 'a', firmAccess: 'partner' }, { userId: 'b', firm_access: 'partner' }),
    ).toBeNull();
  });
});

describe('what a profile edit changes', () => {
  const person = { fname: 'Avi', lname: 'Lee', phone_number: '5551234567', preferred_sign_in_method: 'sms' };
  it('only the keys given that differ; an empty value clears a clearable field', () => {
    expect(profileChange(person, { fname: 'Avi', lname: 'Li', preferred_name: '' })).toEqual({
      set: { lname: 'Li' },
      remove: [],
    });
    expect(profileChange(person, { phone_number: '' })).toEqual({ set: {}, remove: ['phone_number'] });
  });
  it('phone cannot be removed when SMS is the preferred sign-in method; Email & Text needs a phone', () => {
    expect(profileProblem(person, profileChange(person, { phone_number: '' }))).toBe(
      profileApiText.cannotRemoveSmsPhone,
    );
    const noPhone = { fname: 'A', lname: 'B' };
    expect(profileProblem(noPhone, profileChange(noPhone, { preferred_contact_method: 'email_and_sms' }))).toBe(
      profileApiText.phoneForText,
    );
    expect(
      profileProblem(
        noPhone,
        profileChange(noPhone, { preferred_contact_method: 'email_and_sms', phone_number: '5550001111' }),
      ),
    ).toBeNull();
  });
});
