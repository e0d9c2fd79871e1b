import { describe, expect, it } from 'vitest';
import { answeringText } from '@ledgerline/shared/answering';
import { contactChange, type ContactChange } from './contact';

type User = Parameters<typeof contactChange>[0];
const user = (over: Partial<User> = {}): User => ({
  email: 'casey@example.com',
  phone_number: undefined,
  preferred_contact_method: 'email',
  preferred_sign_in_method: 'link',
  ...over,
});
const input = (over: Partial<Parameters<typeof contactChange>[2]> = {}): Parameters<typeof contactChange>[2] => ({
  email: 'casey@example.com',
  preferred_contact_method: 'email',
  ...over,
});
const changed = (r: ReturnType<typeof contactChange>): ContactChange => {
  if ('problem' in r) throw new Error(r.problem);
  return r;
};

describe('contactChange (QD §5 Contact confirmation)', () => {
  it('confirming what is already there changes nothing', () => {
    expect(changed(contactChange(user(), {}, input()))).toEqual({
      user: { set: {}, remove: [] },
      address: { set: {}, remove: [] },
      fields: [],
    });
  });

  it('a phone, when given, is 10 digits, kept as its digits', () => {
    expect(contactChange(user(), {}, input({ phoneNumber: '555-1234' }))).toEqual({
      problem: answeringText.phoneDigits,
      field: 'phoneNumber',
    });
    expect(contactChange(user(), {}, input({ phoneNumber: '+1 (212) 555-0100' }))).toMatchObject({
      problem: answeringText.phoneDigits,
    });
    expect(changed(contactChange(user(), {}, input({ phoneNumber: '(212) 555-0100' }))).user.set).toEqual({
      phone_number: '2125550100',
    });
  });

  it('SMS (alone or with email) needs a phone, given now or already on file', () => {
    for (const method of ['sms', 'both'] as const)
      expect(contactChange(user(), {}, input({ preferred_contact_method: method }))).toEqual({
        problem: answeringText.smsNeedsPhone,
        field: 'preferred_contact_method',
      });
    expect(
      changed(contactChange(user({ phone_number: '2125550100' }), {}, input({ preferred_contact_method: 'both' }))).user
        .set,
    ).toEqual({ preferred_contact_method: 'email_and_sms' });
    expect(
      contactChange(
        user({ phone_number: '2125550100' }),
        {},
        input({ preferred_contact_method: 'sms', phoneNumber: '' }),
      ),
    ).toMatchObject({ problem: answeringText.smsNeedsPhone });
  });

  it('an empty phone clears it, unless the client signs in with codes sent to it', () => {
    expect(changed(contactChange(user({ phone_number: '2125550100' }), {}, input({ phoneNumber: '' }))).user).toEqual({
      set: {},
      remove: ['phone_number'],
    });
    expect(
      contactChange(
        user({ phone_number: '2125550100', preferred_sign_in_method: 'sms' }),
        {},
        input({ phoneNumber: null }),
      ),
    ).toMatchObject({ problem: answeringText.phoneNeededToSignIn });
  });

  it('a new email is lower-cased; a made-up temporary address is refused', () => {
    expect(changed(contactChange(user(), {}, input({ email: 'New@Example.com' }))).user.email).toBe('new@example.com');
    expect(contactChange(user(), {}, input({ email: 'x@no-email.ledgerline.invalid' }))).toMatchObject({
      problem: answeringText.invalidEmail,
    });
  });

  it('address fields given are set, emptied ones removed, absent ones kept', () => {
    const r = changed(
      contactChange(
        user(),
        { street: 'Old St', city: 'Boston' },
        input({ street: ' 1 Main St ', city: '', zip: '02110' }),
      ),
    );
    expect(r.address).toEqual({ set: { street: '1 Main St', zip: '02110' }, remove: ['city'] });
    expect(r.fields).toEqual(['street', 'zip', 'city']);
  });
});
