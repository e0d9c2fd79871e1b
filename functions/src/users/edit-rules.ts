/**
 * FA §5.2 Edit user and §4.4 lifecycle rules, as plain functions: what an edit may do to a client, what it changes,
 * and when an email may be removed.
 */
import type { UpdateUserInput } from '@ledgerline/shared/schemas/users-write';
import { hasRealEmail, userOwnText, userText } from '@ledgerline/shared/users';
import type { UserItem } from './store';

type Client = Pick<
  UserItem,
  | 'email'
  | 'has_temp_email'
  | 'for_testing'
  | 'preferred_sign_in_method'
  | 'phone_number'
  | 'paying'
  | 'readonly_access'
  | 'enabled_2fa'
  | 'is_advisor'
>;

/** Whether the firm forces two-factor on this person (FA §3.4 force_2fa_on_users / force_2fa_on_firm_users). */
export function twoFactorForced(u: Pick<UserItem, 'is_advisor'>, prefs: Record<string, unknown>): boolean {
  return u.is_advisor ? prefs.force_2fa_on_firm_users === true : prefs.force_2fa_on_users === true;
}

/** The first rule of FA §5.2 and §4.4 an edit breaks, or null. */
export function editProblem(user: Client, input: UpdateUserInput, prefs: Record<string, unknown>): string | null {
  if (input.email === '' && hasRealEmail(user)) return userOwnText.emailRequired;
  if (input.phone_number === '' && user.phone_number && user.preferred_sign_in_method === 'sms')
    return userOwnText.cannotRemoveSmsPhone;
  const activating = input.paying === true && user.paying === false;
  const emailAfter = input.email ? { email: input.email, has_temp_email: false } : user;
  if (activating && !hasRealEmail(emailAfter)) return userText.emailRequiredToActivate;
  const activeAfter = input.paying ?? user.paying !== false;
  if (input.readonly_access !== undefined && input.readonly_access !== (user.readonly_access ?? false) && !activeAfter)
    return userOwnText.readonlyNeedsActive;
  if (input.enabled_2fa === false && user.enabled_2fa && twoFactorForced(user, prefs))
    return userOwnText.twoFactorForced;
  return null;
}

/** FA §5.2: when a client's email may be removed (they are then given a temporary one). */
export function emailRemovalProblem(user: Client): string | null {
  if (!hasRealEmail(user)) return userOwnText.noEmailToRemove;
  if (user.for_testing) return userOwnText.testEmailKept;
  if (user.preferred_sign_in_method === 'email') return userText.cannotRemoveSignInEmail;
  return null;
}

type Settable = Partial<
  Pick<
    UserItem,
    | 'fname'
    | 'lname'
    | 'preferred_name'
    | 'work_email'
    | 'phone_number'
    | 'work_phone_number'
    | 'work_phone_extension'
    | 'preferred_contact_method'
    | 'time_zone'
    | 'external_user_id'
    | 'tax_return_name'
    | 'firm_group_id'
    | 'is_advisor'
    | 'assigned_advisor_id'
    | 'enabled_2fa'
    | 'readonly_access'
    | 'paying'
    | 'has_temp_email'
  >
>;
type Clearable =
  | 'preferred_name'
  | 'work_email'
  | 'phone_number'
  | 'work_phone_number'
  | 'work_phone_extension'
  | 'external_user_id'
  | 'tax_return_name';

export interface UserChange {
  set: Settable;
  remove: Clearable[];
  /** The new email, when it changes. */
  email?: string;
  advisor?: { from: string | undefined; to: string };
  group?: { from: string | undefined; to: string | null };
  activating: boolean;
  deactivating: boolean;
}

/** What an edit changes: only fields that differ from the user's, '' or null clearing the clearable ones. */
export function userChange(user: UserItem, input: UpdateUserInput): UserChange {
  const set: Settable = {};
  const remove: Clearable[] = [];
  const text = (field: Clearable, value: string | null | undefined) => {
    if (value === undefined) return;
    const current = (user[field] as string | undefined) ?? '';
    if ((value ?? '') === current) return;
    if (value) set[field] = value;
    else remove.push(field);
  };
  if (input.fname !== undefined && input.fname !== user.fname) set.fname = input.fname;
  if (input.lname !== undefined && input.lname !== user.lname) set.lname = input.lname;
  text('preferred_name', input.preferred_name);
  text('work_email', input.work_email);
  text('phone_number', input.phone_number);
  text('work_phone_number', input.work_phone_number);
  text('work_phone_extension', input.work_phone_extension);
  text('external_user_id', input.external_user_id);
  text('tax_return_name', input.tax_return_name);
  if (input.preferred_contact_method && input.preferred_contact_method !== user.preferred_contact_method)
    set.preferred_contact_method = input.preferred_contact_method;
  if (input.time_zone && input.time_zone !== user.time_zone) set.time_zone = input.time_zone;
  const email = input.email && input.email !== user.email ? input.email : undefined;
  if (email) set.has_temp_email = false;
  let group: UserChange['group'];
  if (input.firm_group_id !== undefined && (input.firm_group_id ?? undefined) !== user.firm_group_id) {
    group = { from: user.firm_group_id, to: input.firm_group_id };
    // The group index's keys name both (user.ts): '' is no group.
    set.firm_group_id = input.firm_group_id ?? '';
    set.is_advisor = user.is_advisor ?? false;
  }
  let advisor: UserChange['advisor'];
  if (input.assigned_advisor_id && input.assigned_advisor_id !== user.assigned_advisor_id) {
    advisor = { from: user.assigned_advisor_id, to: input.assigned_advisor_id };
    set.assigned_advisor_id = input.assigned_advisor_id;
  }
  for (const flag of ['enabled_2fa', 'readonly_access', 'paying'] as const) {
    const value = input[flag];
    if (value !== undefined && value !== (user[flag] ?? flag === 'paying')) set[flag] = value;
  }
  return {
    set,
    remove,
    email,
    advisor,
    group,
    activating: set.paying === true,
    deactivating: set.paying === false,
  };
}

export const isEmptyChange = (c: UserChange) =>
  Object.keys(c.set).length === 0 && c.remove.length === 0 && c.email === undefined;
