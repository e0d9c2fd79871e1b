/**
 * The rules the user dialogs check before they call the server (FA §5.1, §5.2, §5.4), as plain functions: the
 * server checks them again and has the last word.
 */
import type { FirmAccess } from '@ledgerline/shared/access';
import { individualEntityName } from '@ledgerline/shared/companies';
import { canReassignFirmUser, hasRealEmail } from '@ledgerline/shared/users';
import { phoneDigits } from '../../phone';
import { individual, usersLabels as l, usersSpecText as t } from '../../texts/users';
import { isEmail } from '../../validation';

/** FA §5.1: an entity name may not hold '/' or '"'; null when it is fine (emptiness is checked apart). */
export function entityNameProblem(name: string): string | null {
  if (name.includes('/')) return t.entityNameSlash;
  if (name.includes('"')) return t.entityNameQuote;
  return null;
}

/** FA §5.1: an Individual's entity name, built from the person's names. */
export { individualEntityName } from '@ledgerline/shared/companies';

/** FA §5.1: a masked phone is sent as its ten digits, or empty when the mask is not complete. */
export function phoneToSend(masked: string): string {
  const digits = phoneDigits(masked);
  return digits.length === 10 ? digits : '';
}

/** Whether a masked phone has some digits but not ten: it is then sent empty (FA §5.1), and the field says so. */
export function isPartialPhone(masked: string): boolean {
  const n = phoneDigits(masked).length;
  return n > 0 && n < 10;
}

/** FA §5.4 and §6: only partner and full-access users may change a client's assigned firm user. */
export function mayAssignFirmUser(access: FirmAccess | null | undefined): boolean {
  return canReassignFirmUser({ isAdvisor: true, firmAccess: access ?? null });
}

export interface CreateUserForm {
  fname: string;
  lname: string;
  preferredName: string;
  email: string;
  phone: string;
  workPhone: string;
  workPhoneExtension: string;
  timeZone: string;
  preferredContactMethod: 'email' | 'email_and_sms';
  assignedAdvisorId: string;
  firmGroupId: string;
  externalUserId: string;
  entityType: string;
  companyName: string;
  businessEmail: string;
  otherEmail: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  externalEntityId: string;
  withSpouse: boolean;
  spouse: SpouseForm;
}

export interface SpouseForm {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  needsAccess: boolean;
  isTaxpayer: boolean;
}

export type CreateUserField =
  | 'fname'
  | 'lname'
  | 'email'
  | 'assignedAdvisorId'
  | 'firmGroupId'
  | 'entityType'
  | 'companyName'
  | 'businessEmail'
  | 'otherEmail'
  | 'spouseFname'
  | 'spouseLname'
  | 'spouseEmail';
export type CreateUserErrors = Partial<Record<CreateUserField, string>>;

/** The entity name the form sends: built from the names for an Individual (the field is then disabled). */
export function entityNameOf(form: Pick<CreateUserForm, 'entityType' | 'companyName' | 'fname' | 'lname'>): string {
  return form.entityType === individual ? individualEntityName(form.fname, form.lname) : form.companyName.trim();
}

const optionalEmail = (value: string) => (value.trim() && !isEmail(value) ? l.invalidEmail : undefined);

/**
 * FA §5.1: every field's complaint, before the email checks that need the server (taken emails come from
 * `emailsTaken`: the addresses the availability check found in use).
 */
export function createUserErrors(
  form: CreateUserForm,
  opts: { groupsUsed: boolean; emailsTaken: ReadonlySet<string> },
): CreateUserErrors {
  const e: CreateUserErrors = {};
  const taken = (email: string) => opts.emailsTaken.has(email.trim().toLowerCase());
  if (!form.fname.trim()) e.fname = l.required(l.firstName);
  if (!form.lname.trim()) e.lname = l.required(l.lastName);
  e.email = optionalEmail(form.email) ?? (form.email.trim() && taken(form.email) ? t.emailExists : undefined);
  if (!form.assignedAdvisorId) e.assignedAdvisorId = l.required(l.assignedAdvisor);
  if (opts.groupsUsed && !form.firmGroupId) e.firmGroupId = l.required(l.firmGroup);
  if (!form.entityType) e.entityType = l.required(l.entityType);
  const name = entityNameOf(form);
  if (!name) e.companyName = l.required(l.entityName);
  else e.companyName = entityNameProblem(name) ?? undefined;
  e.businessEmail = optionalEmail(form.businessEmail);
  e.otherEmail = optionalEmail(form.otherEmail);
  if (form.withSpouse && form.entityType === individual) {
    const s = form.spouse;
    if (!s.fname.trim()) e.spouseFname = l.required(l.firstName);
    if (!s.lname.trim()) e.spouseLname = l.required(l.lastName);
    e.spouseEmail =
      optionalEmail(s.email) ??
      (s.email.trim() && (taken(s.email) || s.email.trim().toLowerCase() === form.email.trim().toLowerCase())
        ? t.emailExists
        : undefined);
  }
  for (const k of Object.keys(e) as CreateUserField[]) if (!e[k]) delete e[k];
  return e;
}

/** The person has an email of their own: not none, not one the server made up (FA §5.1 temporary email). */
export { hasRealEmail } from '@ledgerline/shared/users';

/** FA §5.2: whether the Edit user dialog may leave the email empty (none now, or only a temporary one). */
export function mayLeaveEmailEmpty(user: { email: string; has_temp_email?: boolean }): boolean {
  return !hasRealEmail(user);
}

/** FA §5.2: why an email cannot be removed, or null when it can. */
export function removeEmailProblem(user: {
  email: string;
  preferred_sign_in_method?: string | null;
  for_testing?: boolean;
}): string | null {
  if (user.preferred_sign_in_method === 'email') return t.cannotRemoveEmail;
  if (user.for_testing) return l.testAccountEmail;
  return null;
}

export { assignableFirmUsers } from '../ui/firm-user-rules';
