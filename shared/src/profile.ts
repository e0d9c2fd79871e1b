/**
 * Profile Settings (FA §2.2 /admin-profile, §2.3 /profile, §3.1 user fields, §7.3 PATCH /advisors/{id}): who may
 * edit whose profile, the notification preference's two options, the Guide's steps (FA §2.2 /admin-guide) and the
 * answers' wording. The rules are plain functions the handlers and the screens share.
 */
import type { Caller } from './access';
import { userOwnText } from './users';

/**
 * FA §3.1: preferred_contact_method, whose screen options are 'Email' and 'Email & Text'. Stored as the rest of the
 * product stores them (the Edit user dialog, platform/contact.ts): 'email', and 'email_and_sms' for both; a stored
 * 'sms' (texts only, from an import) also reads as 'Email & Text'.
 */
export const contactMethodOptions = [
  { value: 'email', label: 'Email' },
  { value: 'email_and_sms', label: 'Email & Text' },
] as const;
export type ProfileContactMethod = 'email' | 'sms' | 'email_and_sms';
/** The option a stored method shows as. */
export const contactOptionOf = (stored: string | null | undefined): 'email' | 'email_and_sms' =>
  stored === 'sms' || stored === 'email_and_sms' ? 'email_and_sms' : 'email';

export const profileApiText = {
  saved: 'User updated successfully',
  staffNotFound: 'Firm user not found',
  othersOnlyPartnerOrAdmin: 'Only partners and admins may edit another firm user’s profile',
  partnerOnlyByPartner: 'Only a partner may edit a partner’s profile',
  readOnly: 'This account is read-only, so it cannot edit its profile.',
  cannotRemoveSmsPhone: userOwnText.cannotRemoveSmsPhone,
  phoneForText: 'Add a phone number to get notifications by Email & Text',
  guideOff: 'The guide is not turned on for your firm.',
  guideSaved: 'Guide progress saved',
} as const;

type Who = Pick<Caller, 'userId' | 'firmAccess'>;
type Whom = { userId: string; firm_access?: string | null };

/**
 * FA §6, §7.3: staff edit their own profile; partners and admins also other staff of their firm, and only a
 * partner may edit a partner. Returns why not, or null.
 */
export function advisorEditRefusal(caller: Who, target: Whom): string | null {
  if (caller.userId === target.userId) return null;
  if (caller.firmAccess !== 'partner' && caller.firmAccess !== 'admin') return profileApiText.othersOnlyPartnerOrAdmin;
  if (target.firm_access === 'partner' && caller.firmAccess !== 'partner') return profileApiText.partnerOnlyByPartner;
  return null;
}

/** The Guide's steps (FA §2.2 Guide at /admin-guide): each a main screen of the product. */
export const guideStepIds = [
  'clients',
  'entities',
  'messages',
  'templates',
  'documents',
  'tax-returns',
  'firm-settings',
] as const;
export type GuideStepId = (typeof guideStepIds)[number];

/** The personal fields Profile Settings edits (FA §3.1), as the routes take them after validation. */
export interface ProfileInput {
  fname?: string;
  lname?: string;
  preferred_name?: string | null;
  phone_number?: string;
  work_phone_number?: string;
  work_phone_extension?: string;
  time_zone?: string;
  preferred_contact_method?: ProfileContactMethod;
}
type Clearable = 'preferred_name' | 'phone_number' | 'work_phone_number' | 'work_phone_extension';
type Settable = Partial<Record<Clearable | 'fname' | 'lname' | 'time_zone', string>> & {
  preferred_contact_method?: ProfileContactMethod;
};
export interface ProfileChange {
  set: Settable;
  remove: Clearable[];
}
type Person = Partial<Record<Clearable | 'fname' | 'lname' | 'time_zone' | 'preferred_contact_method', string>> & {
  preferred_sign_in_method?: string;
};

/** What an edit changes: only the keys given that differ from the person's; '' or null clears a clearable one. */
export function profileChange(person: Person, input: ProfileInput): ProfileChange {
  const set: Settable = {};
  const remove: Clearable[] = [];
  const clearable = (field: Clearable) => {
    const value = input[field];
    if (value === undefined) return;
    if ((value ?? '') === (person[field] ?? '')) return;
    if (value) set[field] = value;
    else remove.push(field);
  };
  for (const field of ['fname', 'lname', 'time_zone', 'preferred_contact_method'] as const) {
    const value = input[field];
    if (value !== undefined && value !== person[field]) (set as Record<string, string>)[field] = value;
  }
  for (const field of ['preferred_name', 'phone_number', 'work_phone_number', 'work_phone_extension'] as const)
    clearable(field);
  return { set, remove };
}

/** The first rule a profile change breaks (FA §5.2: the SMS sign-in phone stays; Email & Text needs a phone), or null. */
export function profileProblem(person: Person, change: ProfileChange): string | null {
  const removingPhone = change.remove.includes('phone_number');
  if (removingPhone && person.preferred_sign_in_method === 'sms') return profileApiText.cannotRemoveSmsPhone;
  const phoneAfter = removingPhone ? '' : (change.set.phone_number ?? person.phone_number ?? '');
  const methodAfter = change.set.preferred_contact_method ?? person.preferred_contact_method;
  const methodTouched = change.set.preferred_contact_method !== undefined || removingPhone;
  if (methodTouched && methodAfter && methodAfter !== 'email' && !phoneAfter) return profileApiText.phoneForText;
  return null;
}

export const isEmptyProfileChange = (c: ProfileChange) => Object.keys(c.set).length === 0 && c.remove.length === 0;
