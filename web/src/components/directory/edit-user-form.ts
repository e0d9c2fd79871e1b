/**
 * The Edit user dialog's form (FA §5.2): built from the user as GET /users/{id} answers, checked, and turned into
 * the PATCH /users/{id} body of only what changed.
 */
import { userOwnText } from '@ledgerline/shared/users';
import type { UpdateUserBody } from '../../api/user-admin';
import type { UserProfile } from '../../api/user-profile';
import { formatPhone } from '../../phone';
import { usersLabels as l } from '../../texts/users';
import { isEmail } from '../../validation';
import { hasRealEmail, phoneToSend } from './user-rules';

export type EditedUser = UserProfile['user'];

export interface EditUserForm {
  fname: string;
  lname: string;
  preferred_name: string;
  email: string;
  work_email: string;
  phone: string;
  work_phone: string;
  work_phone_extension: string;
  time_zone: string;
  preferred_contact_method: string;
  external_user_id: string;
  assigned_advisor_id: string;
  firm_group_id: string;
  readonly_access: boolean;
  enabled_2fa: boolean;
}

export type EditUserField = 'fname' | 'lname' | 'email' | 'work_email';
export type EditUserErrors = Partial<Record<EditUserField, string>>;

const hasTempEmail = (u: EditedUser) =>
  !hasRealEmail({ email: u.email, has_temp_email: u.preferences?.has_temp_email });

export function formOf(u: EditedUser): EditUserForm {
  return {
    fname: u.fname,
    lname: u.lname,
    preferred_name: u.preferred_name ?? '',
    // A temporary email is the server's stand-in: the person has none, so the field is empty.
    email: hasTempEmail(u) ? '' : u.email,
    work_email: u.work_email ?? '',
    phone: formatPhone(u.phone_number ?? ''),
    work_phone: formatPhone(u.work_phone_number ?? ''),
    work_phone_extension: u.work_phone_extension ?? '',
    time_zone: u.time_zone ?? '',
    preferred_contact_method: u.preferred_contact_method ?? 'email',
    external_user_id: u.external_user_id ?? '',
    assigned_advisor_id: u.assigned_advisor_id ?? '',
    firm_group_id: u.firm_group ?? '',
    readonly_access: u.readonly_access,
    enabled_2fa: u.enabled_2fa,
  };
}

/** FA §5.2: names required; the email valid, and empty only when the user has none (or a temporary one). */
export function editErrors(form: EditUserForm, user: EditedUser, emailTakenBy: string | null): EditUserErrors {
  const e: EditUserErrors = {};
  if (!form.fname.trim()) e.fname = l.required(l.firstName);
  if (!form.lname.trim()) e.lname = l.required(l.lastName);
  const email = form.email.trim();
  if (!email && !hasTempEmail(user)) e.email = userOwnText.emailRequired;
  else if (email && !isEmail(email)) e.email = l.invalidEmail;
  else if (emailTakenBy !== null) e.email = l.emailOwnedBy(emailTakenBy);
  if (form.work_email.trim() && !isEmail(form.work_email)) e.work_email = l.invalidEmail;
  return e;
}

/**
 * The PATCH body: only the fields that changed. The phone is left out: it has its own Update phone (FA §5.2
 * "Update of phone is enabled only when changed").
 */
export function changesOf(form: EditUserForm, user: EditedUser): UpdateUserBody {
  const before = formOf(user);
  const body: UpdateUserBody = {};
  const text = (k: keyof EditUserForm) => (form[k] as string).trim() !== (before[k] as string).trim();
  if (text('fname')) body.fname = form.fname.trim();
  if (text('lname')) body.lname = form.lname.trim();
  if (text('preferred_name')) body.preferred_name = form.preferred_name.trim();
  if (text('email')) body.email = form.email.trim();
  if (text('work_email')) body.work_email = form.work_email.trim();
  if (phoneToSend(form.work_phone) !== phoneToSend(before.work_phone))
    body.work_phone_number = phoneToSend(form.work_phone);
  if (text('work_phone_extension')) body.work_phone_extension = form.work_phone_extension.trim();
  if (form.time_zone && text('time_zone')) body.time_zone = form.time_zone;
  if (text('preferred_contact_method'))
    body.preferred_contact_method = form.preferred_contact_method as UpdateUserBody['preferred_contact_method'];
  if (text('external_user_id')) body.external_user_id = form.external_user_id.trim();
  if (form.assigned_advisor_id && text('assigned_advisor_id')) body.assigned_advisor_id = form.assigned_advisor_id;
  if (text('firm_group_id')) body.firm_group_id = form.firm_group_id || null;
  if (form.readonly_access !== before.readonly_access) body.readonly_access = form.readonly_access;
  if (form.enabled_2fa !== before.enabled_2fa) body.enabled_2fa = form.enabled_2fa;
  return body;
}

/** Whether the masked phone differs from the saved one (the Update phone button is enabled only then). */
export function phoneChanged(form: EditUserForm, user: EditedUser): boolean {
  return phoneToSend(form.phone) !== (user.phone_number ?? '').replace(/\D/g, '');
}
