import { describe, expect, it } from 'vitest';
import { canUnlink, otherSignInMethods } from './linked-accounts-rules';

const real = { email: 'pat@firm.example', has_temp_email: false };
const madeUp = { email: 'temp-1a2b3c@temp.ledgerline.local', has_temp_email: true };

describe('what counts as another way to sign in (unlinking the only sign-in method is refused)', () => {
  it('a real email is one: the sign-in page emails a code or a link to it', () => {
    expect(otherSignInMethods({ ...real, preferred_sign_in_method: 'link' })).toEqual(['email']);
  });

  it('a made-up email reaches nobody, so it is not', () => {
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'link' })).toEqual([]);
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'email' })).toEqual([]);
  });

  it('a password counts when it is set and is how they sign in', () => {
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'password', password_hash: 'scrypt$…' })).toEqual([
      'password',
    ]);
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'password' })).toEqual([]);
  });

  it('a texted code counts when they sign in by SMS and have a phone', () => {
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'sms', phone_number: '5551234567' })).toEqual([
      'sms',
    ]);
    expect(otherSignInMethods({ ...madeUp, preferred_sign_in_method: 'sms' })).toEqual([]);
  });

  it('another linked account is enough; with none and no other method, unlinking is refused', () => {
    const onlyLinked = { ...madeUp, preferred_sign_in_method: 'link' as const };
    expect(canUnlink(onlyLinked, 1)).toBe(true);
    expect(canUnlink(onlyLinked, 0)).toBe(false);
    expect(canUnlink({ ...real, preferred_sign_in_method: 'link' }, 0)).toBe(true);
  });
});
