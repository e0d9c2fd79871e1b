import { describe, expect, it } from 'vitest';
import { composeToken, isExpired, maskEmail, maskPhone, needsSecondFactor, parseToken, safeRedirect } from './rules';

describe('sign-in rules', () => {
  it('requires a second factor when the user enabled it or the firm forces it for their kind', () => {
    expect(needsSecondFactor({ enabled_2fa: true }, {})).toBe(true);
    expect(needsSecondFactor({ is_advisor: true }, { force_2fa_on_firm_users: true })).toBe(true);
    expect(needsSecondFactor({ is_advisor: false }, { force_2fa_on_firm_users: true })).toBe(false);
    expect(needsSecondFactor({ is_advisor: false }, { force_2fa_on_users: true })).toBe(true);
    expect(needsSecondFactor({ is_advisor: true }, { force_2fa_on_users: true })).toBe(false);
  });

  it('masks email and phone so they can be recognised but not harvested', () => {
    expect(maskEmail('client@demo.test')).toBe('c•••@demo.test');
    expect(maskPhone('5551234567')).toBe('(•••) •••-4567');
  });

  it('round-trips bearer tokens and rejects malformed ones', () => {
    expect(parseToken(composeToken('f1', 'g2', 's3'))).toEqual({ firmId: 'f1', id: 'g2', secret: 's3' });
    for (const bad of ['', 'a.b', 'a.b.c.d', 'a.b.c d', 'a..c', undefined]) expect(parseToken(bad)).toBeNull();
  });

  it('keeps redirects inside the portal', () => {
    expect(safeRedirect('/inbox')).toBe('/inbox');
    expect(safeRedirect('//evil.test')).toBe('');
    expect(safeRedirect('https://evil.test')).toBe('');
    expect(safeRedirect('/\\evil.test')).toBe('');
  });

  it('treats the expiry instant itself as expired', () => {
    expect(isExpired(new Date(1000).toISOString(), 1000)).toBe(true);
    expect(isExpired(new Date(2000).toISOString(), 1000)).toBe(false);
  });
});
