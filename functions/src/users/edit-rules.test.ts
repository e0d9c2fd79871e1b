import { describe, expect, it } from 'vitest';
import { UpdateUserInput } from '@ledgerline/shared/schemas/users-write';
import { userOwnText, userText } from '@ledgerline/shared/users';
import { temporaryEmail } from '../platform/temporary-email';
import { editProblem, emailRemovalProblem, isEmptyChange, twoFactorForced, userChange } from './edit-rules';
import type { UserItem } from './store';

const client = {
  firmId: 'f',
  userId: 'u',
  uid: 'x',
  email: 'ada@example.com',
  fname: 'Ada',
  lname: 'Lee',
  is_advisor: false,
  paying: true,
  readonly_access: false,
  enabled_2fa: false,
  has_temp_email: false,
  for_testing: false,
  preferred_sign_in_method: 'link',
  phone_number: '5551234567',
  time_zone: 'Pacific Time (US & Canada)',
  preferred_contact_method: 'email',
} as UserItem;

const edit = (body: Record<string, unknown>) => UpdateUserInput.parse({ id: 'u', ...body });

describe('FA §5.2 Edit user', () => {
  it('Email may be empty only if the user has no email or a temporary one', () => {
    expect(editProblem(client, edit({ email: '' }), {})).toBe(userOwnText.emailRequired);
    const temp = { ...client, email: temporaryEmail(), has_temp_email: true };
    expect(editProblem(temp, edit({ email: '' }), {})).toBeNull();
    expect(isEmptyChange(userChange(temp, edit({ email: '' })))).toBe(true);
  });

  it('phone cannot be removed when SMS is the preferred sign-in method', () => {
    const sms = { ...client, preferred_sign_in_method: 'sms' as const };
    expect(editProblem(sms, edit({ phone_number: '' }), {})).toBe(userOwnText.cannotRemoveSmsPhone);
    expect(editProblem(client, edit({ phone_number: '' }), {})).toBeNull();
    expect(editProblem(sms, edit({ phone_number: '(555) 765-4321' }), {})).toBeNull();
  });

  it('Activation requires a real email: User email is required before activating account.', () => {
    const inactiveTemp = { ...client, paying: false, email: temporaryEmail(), has_temp_email: true };
    expect(editProblem(inactiveTemp, edit({ paying: true }), {})).toBe(userText.emailRequiredToActivate);
    expect(userText.emailRequiredToActivate).toBe('User email is required before activating account.');
    expect(editProblem(inactiveTemp, edit({ paying: true, email: 'real@example.com' }), {})).toBeNull();
    expect(editProblem({ ...client, paying: false }, edit({ paying: true }), {})).toBeNull();
  });

  it('The read-only toggle is available only for active users', () => {
    expect(editProblem({ ...client, paying: false }, edit({ readonly_access: true }), {})).toBe(
      userOwnText.readonlyNeedsActive,
    );
    expect(editProblem(client, edit({ readonly_access: true, paying: false }), {})).toBe(
      userOwnText.readonlyNeedsActive,
    );
    expect(editProblem(client, edit({ readonly_access: true }), {})).toBeNull();
    // Unchanged read-only flag with a deactivation: nothing to refuse.
    expect(editProblem(client, edit({ readonly_access: false, paying: false }), {})).toBeNull();
  });

  it('two-factor cannot be turned off when the firm forces it', () => {
    const on = { ...client, enabled_2fa: true };
    expect(editProblem(on, edit({ enabled_2fa: false }), { force_2fa_on_users: true })).toBe(
      userOwnText.twoFactorForced,
    );
    expect(editProblem(on, edit({ enabled_2fa: false }), { force_2fa_on_firm_users: true })).toBeNull();
    expect(twoFactorForced({ is_advisor: true }, { force_2fa_on_firm_users: true })).toBe(true);
    // A form sent whole with the flag as it was is not a change.
    expect(editProblem(client, edit({ enabled_2fa: false }), { force_2fa_on_users: true })).toBeNull();
  });

  it('Email cannot be removed when it is the preferred sign-in method; test-account emails cannot be removed', () => {
    expect(emailRemovalProblem({ ...client, preferred_sign_in_method: 'email' })).toBe(
      userText.cannotRemoveSignInEmail,
    );
    expect(userText.cannotRemoveSignInEmail).toBe('Cannot remove email when it is the preferred sign-in method');
    expect(emailRemovalProblem({ ...client, for_testing: true })).toBe(userOwnText.testEmailKept);
    expect(emailRemovalProblem({ ...client, email: temporaryEmail(), has_temp_email: true })).toBe(
      userOwnText.noEmailToRemove,
    );
    expect(emailRemovalProblem(client)).toBeNull();
  });

  it('an edit changes only what differs; empty text clears a field; phones are stored as digits', () => {
    const change = userChange(
      client,
      edit({
        fname: 'Ada',
        lname: 'Lovelace',
        phone_number: '(555) 123-4567',
        work_phone_number: '555.765.4321',
        preferred_name: '',
        external_user_id: 'X-1',
        email: 'ADA.L@Example.com ',
        firm_group_id: 'g1',
        assigned_advisor_id: 'a2',
        paying: false,
      }),
    );
    expect(change.set).toEqual({
      lname: 'Lovelace',
      work_phone_number: '5557654321',
      external_user_id: 'X-1',
      has_temp_email: false,
      firm_group_id: 'g1',
      is_advisor: false,
      assigned_advisor_id: 'a2',
      paying: false,
    });
    expect(change.remove).toEqual([]);
    expect(change.email).toBe('ada.l@example.com');
    expect(change).toMatchObject({ deactivating: true, activating: false, advisor: { from: undefined, to: 'a2' } });
    expect(userChange({ ...client, preferred_name: 'Ace' }, edit({ preferred_name: null })).remove).toEqual([
      'preferred_name',
    ]);
    expect(() => edit({ phone_number: '555-1234' })).toThrow(userOwnText.phoneDigits);
  });
});
