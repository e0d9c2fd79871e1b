import { describe, expect, it } from 'vitest';
import {
  assignableFirmUsers,
  createUserErrors,
  entityNameOf,
  entityNameProblem,
  mayAssignFirmUser,
  mayLeaveEmailEmpty,
  phoneToSend,
  removeEmailProblem,
  type CreateUserForm,
} from './user-rules';

const blank: CreateUserForm = {
  fname: 'Ada',
  lname: 'Lovelace',
  preferredName: '',
  email: '',
  phone: '',
  workPhone: '',
  workPhoneExtension: '',
  timeZone: 'Pacific Time (US & Canada)',
  preferredContactMethod: 'email',
  assignedAdvisorId: 'adv',
  firmGroupId: '',
  externalUserId: '',
  entityType: 'Individual',
  companyName: '',
  businessEmail: '',
  otherEmail: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  externalEntityId: '',
  withSpouse: false,
  spouse: { fname: '', lname: '', email: '', phone: '', needsAccess: false, isTaxpayer: false },
};
const none = new Set<string>();

describe('create user and entity (FA §5.1)', () => {
  it('first name, last name, assigned advisor, entity type and entity name are required', () => {
    const e = createUserErrors(
      { ...blank, fname: ' ', lname: '', assignedAdvisorId: '', entityType: '', companyName: '' },
      { groupsUsed: false, emailsTaken: none },
    );
    expect(Object.keys(e).sort()).toEqual(['assignedAdvisorId', 'companyName', 'entityType', 'fname', 'lname']);
  });

  it('a firm group is required only when the firm uses groups', () => {
    expect(createUserErrors(blank, { groupsUsed: false, emailsTaken: none }).firmGroupId).toBeUndefined();
    expect(createUserErrors(blank, { groupsUsed: true, emailsTaken: none }).firmGroupId).toBe('Firm group is required');
  });

  it('the email is optional, but must be valid and not in use', () => {
    expect(createUserErrors(blank, { groupsUsed: false, emailsTaken: none })).toEqual({});
    expect(createUserErrors({ ...blank, email: 'nope' }, { groupsUsed: false, emailsTaken: none }).email).toBe(
      'Invalid email address',
    );
    expect(
      createUserErrors({ ...blank, email: 'Ada@X.test' }, { groupsUsed: false, emailsTaken: new Set(['ada@x.test']) })
        .email,
    ).toBe('This email already exists');
  });

  it('an Individual’s entity name is built from the names', () => {
    expect(entityNameOf({ ...blank, companyName: 'ignored' })).toBe('Ada Lovelace');
    expect(entityNameOf({ ...blank, entityType: 'Trust', companyName: ' Family Trust ' })).toBe('Family Trust');
  });

  it('an entity name may not contain "/" or a double quote', () => {
    expect(entityNameProblem('A/B')).toBe('Entity Name cannot contain a "/" character.');
    expect(entityNameProblem('The "Best" LLC')).toBe('Entity Name cannot contain a " character.');
    expect(entityNameProblem('Fine & Co')).toBeNull();
    expect(createUserErrors({ ...blank, fname: 'A/B' }, { groupsUsed: false, emailsTaken: none }).companyName).toBe(
      'Entity Name cannot contain a "/" character.',
    );
  });

  it('a spouse needs first and last name, and an email that is valid and unused', () => {
    const form = { ...blank, email: 'ada@x.test', withSpouse: true };
    expect(createUserErrors(form, { groupsUsed: false, emailsTaken: none })).toMatchObject({
      spouseFname: 'First name is required',
      spouseLname: 'Last name is required',
    });
    const spouse = { ...blank.spouse, fname: 'Bo', lname: 'L', email: 'ADA@x.test' };
    expect(createUserErrors({ ...form, spouse }, { groupsUsed: false, emailsTaken: none }).spouseEmail).toBe(
      'This email already exists',
    );
  });

  it('a spouse is only for an Individual', () => {
    const form = { ...blank, entityType: 'Trust', companyName: 'T', withSpouse: true };
    expect(createUserErrors(form, { groupsUsed: false, emailsTaken: none })).toEqual({});
  });

  it('a masked phone is sent as digits, or empty when incomplete', () => {
    expect(phoneToSend('(555) 123-4567')).toBe('5551234567');
    expect(phoneToSend('(555) 12')).toBe('');
    expect(phoneToSend('')).toBe('');
  });
});

describe('assigned firm user (FA §5.4)', () => {
  const users = [
    { id: 'a', firm_group_id: null, paying: true },
    { id: 'b', firm_group_id: 'g1', paying: true },
    { id: 'c', firm_group_id: 'g2', paying: true },
    { id: 'd', firm_group_id: null, paying: false },
  ];

  it('lists only users with no group or with the client’s group', () => {
    expect(assignableFirmUsers(users, ['g1']).map((u) => u.id)).toEqual(['a', 'b']);
    expect(assignableFirmUsers(users, [null]).map((u) => u.id)).toEqual(['a']);
    expect(assignableFirmUsers(users, ['g1', 'g2']).map((u) => u.id)).toEqual(['a']);
  });

  it('only partner and full users may change it', () => {
    expect(mayAssignFirmUser('partner')).toBe(true);
    expect(mayAssignFirmUser('full')).toBe(true);
    expect(mayAssignFirmUser('admin')).toBe(false);
    expect(mayAssignFirmUser('group')).toBe(false);
    expect(mayAssignFirmUser(null)).toBe(false);
  });
});

describe('edit user (FA §5.2)', () => {
  it('the email may be empty only when the user has none or a temporary one', () => {
    expect(mayLeaveEmailEmpty({ email: '' })).toBe(true);
    expect(mayLeaveEmailEmpty({ email: 'tmp@x', has_temp_email: true })).toBe(true);
    expect(mayLeaveEmailEmpty({ email: 'real@x' })).toBe(false);
  });

  it('the email cannot be removed when it is the preferred sign-in method, or from a test account', () => {
    expect(removeEmailProblem({ email: 'a@x', preferred_sign_in_method: 'email' })).toBe(
      'Cannot remove email when it is the preferred sign-in method',
    );
    expect(removeEmailProblem({ email: 'a@x', for_testing: true })).toBe('Test-account emails cannot be removed.');
    expect(removeEmailProblem({ email: 'a@x', preferred_sign_in_method: 'password' })).toBeNull();
  });
});
