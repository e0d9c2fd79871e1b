import { describe, expect, it } from 'vitest';
import { canReassignFirmUser, hasRealEmail, isTemporaryEmail, temporaryEmailDomain, userText } from './users';
import { CreateClientInput, UpdateUserInput, UsersByIdsQuery } from './schemas/users-write';
import { UpdateAssignmentsInput } from './schemas/advisors-clients';

describe('FA §6, §5.4 assigned firm user', () => {
  it('Only partner or full users may reassign a client’s firm user', () => {
    expect(canReassignFirmUser({ isAdvisor: true, firmAccess: 'partner' })).toBe(true);
    expect(canReassignFirmUser({ isAdvisor: true, firmAccess: 'full' })).toBe(true);
    for (const firmAccess of ['admin', 'group', null])
      expect(canReassignFirmUser({ isAdvisor: true, firmAccess })).toBe(false);
    expect(canReassignFirmUser({ isAdvisor: false, firmAccess: 'partner' })).toBe(false);
  });
});

describe('FA §5.1 temporary emails', () => {
  it('a temporary email is not a real one', () => {
    const temp = `client-abc@${temporaryEmailDomain}`;
    expect(isTemporaryEmail(temp)).toBe(true);
    expect(hasRealEmail({ email: temp })).toBe(false);
    expect(hasRealEmail({ email: 'a@b.co', has_temp_email: true })).toBe(false);
    expect(hasRealEmail({ email: '' })).toBe(false);
    expect(hasRealEmail({ email: 'a@b.co' })).toBe(true);
  });
});

describe('the client write schemas', () => {
  const base = { fname: 'Ada', lname: 'Lee', assignedAdvisorId: 'a1', entityType: 'Individual' };

  it('create: Time zone defaults to Pacific Time (US & Canada); phones are 10 digits or empty', () => {
    const parsed = CreateClientInput.parse({ ...base, phoneNumber: '(555) 123-4567', workPhoneExtenstion: 'x12' });
    expect(parsed).toMatchObject({ timeZone: 'Pacific Time (US & Canada)', phoneNumber: '5551234567' });
    expect(parsed.workPhoneExtenstion).toBe('12');
    expect(CreateClientInput.parse({ ...base, phoneNumber: '(___) ___-____' }).phoneNumber).toBe('');
    expect(CreateClientInput.safeParse({ ...base, phoneNumber: '555-1234' }).success).toBe(false);
    expect(CreateClientInput.safeParse({ ...base, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(CreateClientInput.parse({ ...base, timeZone: 'America/Chicago' }).timeZone).toBe('America/Chicago');
  });

  it('create: first name, last name, assigned advisor and entity type are required', () => {
    for (const key of Object.keys(base)) {
      const { [key]: _, ...rest } = base as Record<string, string>;
      expect(CreateClientInput.safeParse(rest).success, key).toBe(false);
      expect(CreateClientInput.safeParse({ ...rest, [key]: '  ' }).success, key).toBe(false);
    }
  });

  it('emails are folded; an invalid one is refused; blank is none', () => {
    expect(CreateClientInput.parse({ ...base, email: ' Ada@Example.COM ' }).email).toBe('ada@example.com');
    expect(CreateClientInput.parse({ ...base, email: '' }).email).toBe('');
    expect(CreateClientInput.safeParse({ ...base, email: 'not-an-email' }).success).toBe(false);
    expect(UpdateUserInput.parse({ id: 'u', work_email: null }).work_email).toBe('');
  });

  it('lists are bounded', () => {
    expect(UsersByIdsQuery.parse({ ids: 'one' }).ids).toEqual(['one']);
    expect(UsersByIdsQuery.safeParse({ ids: Array.from({ length: 101 }, (_, i) => `u${i}`) }).success).toBe(false);
    expect(UpdateAssignmentsInput.safeParse({ advisor_id: 'a', ids: [] }).success).toBe(false);
    expect(UpdateAssignmentsInput.parse({ advisor_id: 'a', ids: ['x', 'x'] }).ids).toEqual(['x']);
    expect(userText.emailTaken).toBe('Email is already taken. Learn how to resolve this issue here');
  });
});
