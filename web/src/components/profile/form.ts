/**
 * Profile Settings' form as plain functions: the draft from the saved person, what changed (Save is enabled only
 * then), the problems to show before sending, and the body of the request (only the changed keys).
 */
import { contactOptionOf } from '@ledgerline/shared/profile';
import { formatPhone, phoneDigits } from '../../phone';
import { profileText as t } from '../../texts/profile';

export interface ProfilePerson {
  fname: string;
  lname: string;
  preferred_name: string | null;
  phone_number: string | null;
  work_phone_number?: string | null;
  work_phone_extension?: string | null;
  time_zone?: string | null;
  preferred_contact_method?: string | null;
  preferences?: { last_activity_should_include_all_activity?: boolean };
}

export interface ProfileDraft {
  fname: string;
  lname: string;
  preferred_name: string;
  phone: string;
  work_phone: string;
  work_phone_extension: string;
  time_zone: string;
  contact: 'email' | 'email_and_sms';
  all_activity: boolean;
}

/** FA §5.1: a new person's zone when none is stored. */
export const fallbackZone = 'Pacific Time (US & Canada)';

export function draftOf(p: ProfilePerson): ProfileDraft {
  return {
    fname: p.fname,
    lname: p.lname,
    preferred_name: p.preferred_name ?? '',
    phone: formatPhone(p.phone_number ?? ''),
    work_phone: formatPhone(p.work_phone_number ?? ''),
    work_phone_extension: p.work_phone_extension ?? '',
    time_zone: p.time_zone || fallbackZone,
    contact: contactOptionOf(p.preferred_contact_method),
    all_activity: p.preferences?.last_activity_should_include_all_activity ?? false,
  };
}

export interface ProfileBody {
  fname?: string;
  lname?: string;
  preferred_name?: string;
  phone_number?: string;
  work_phone_number?: string;
  work_phone_extension?: string;
  time_zone?: string;
  preferred_contact_method?: 'email' | 'email_and_sms';
}

/** The profile route's body: the keys whose value differs from the saved draft's. */
export function profileBody(saved: ProfileDraft, draft: ProfileDraft): ProfileBody {
  const body: ProfileBody = {};
  if (draft.fname.trim() !== saved.fname) body.fname = draft.fname.trim();
  if (draft.lname.trim() !== saved.lname) body.lname = draft.lname.trim();
  if (draft.preferred_name.trim() !== saved.preferred_name) body.preferred_name = draft.preferred_name.trim();
  if (phoneDigits(draft.phone) !== phoneDigits(saved.phone)) body.phone_number = phoneDigits(draft.phone);
  if (phoneDigits(draft.work_phone) !== phoneDigits(saved.work_phone))
    body.work_phone_number = phoneDigits(draft.work_phone);
  if (draft.work_phone_extension !== saved.work_phone_extension) body.work_phone_extension = draft.work_phone_extension;
  if (draft.time_zone !== saved.time_zone) body.time_zone = draft.time_zone;
  if (draft.contact !== saved.contact) body.preferred_contact_method = draft.contact;
  return body;
}

export const overviewChanged = (saved: ProfileDraft, draft: ProfileDraft) => saved.all_activity !== draft.all_activity;

export const hasChanges = (saved: ProfileDraft, draft: ProfileDraft) =>
  Object.keys(profileBody(saved, draft)).length > 0 || overviewChanged(saved, draft);

export type ProfileErrors = Partial<Record<'fname' | 'lname' | 'phone' | 'work_phone', string>>;

/** FA §5.2, §5.10: names required; a phone is 10 digits or none. */
export function profileErrors(d: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!d.fname.trim()) errors.fname = t.fnameRequired;
  if (!d.lname.trim()) errors.lname = t.lnameRequired;
  for (const [key, value] of [
    ['phone', d.phone],
    ['work_phone', d.work_phone],
  ] as const) {
    const n = phoneDigits(value).length;
    if (n !== 0 && n !== 10) errors[key] = t.phoneDigits;
  }
  return errors;
}

/** The server's field errors, on the form's fields. */
export function fieldErrorsOf(fields: Record<string, string> | undefined): ProfileErrors {
  if (!fields) return {};
  return {
    fname: fields.fname,
    lname: fields.lname,
    phone: fields.phone_number,
    work_phone: fields.work_phone_number,
  };
}
