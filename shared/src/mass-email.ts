/**
 * Mass email (MD §2 Mass Email dialog, §5, §8, §9): the placeholders, written in braces and filled per
 * recipient, and the texts the dialog and the API share. Rendering is a pure function so the test email,
 * the fan-out and the tests agree on what a recipient reads.
 */
export const massEmailPlaceholders = [
  { key: 'client_fname', label: 'Client first name' },
  { key: 'client_lname', label: 'Client last name' },
  { key: 'client_full_name', label: 'Client full name' },
  { key: 'client_preferred_name', label: 'Client preferred name' },
  { key: 'client_email', label: 'Client email' },
  { key: 'client_phone_number', label: 'Client phone number' },
  { key: 'assigned_firm_user_name', label: 'Assigned firm user name' },
] as const;
export type MassEmailPlaceholder = (typeof massEmailPlaceholders)[number]['key'];
export type MassEmailValues = Record<MassEmailPlaceholder, string>;

export const maxMassEmailSubject = 200;
export const maxMassEmailBody = 20_000;
/** Recipients of one mass email; the dialog's Select All of a larger firm is refused with a clear message. */
export const maxMassEmailRecipients = 10_000;

export const massEmailText = {
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  usersRequired: 'Select at least one user',
  tooManyUsers: `A mass email can go to at most ${maxMassEmailRecipients.toLocaleString('en-US')} users`,
  usersNotFound: 'Some of the selected users were not found',
  notClients: 'Mass email goes to clients only',
  /** MD §8 success toasts, exactly. */
  testSent: 'Test email was sent your email address.',
  queued: 'Mass emails have been successfully queued. They should be sent shortly.',
  noEmail: 'No email address',
  rejected: 'Address rejected',
} as const;

export interface MassEmailRecipient {
  fname?: string | null;
  lname?: string | null;
  preferred_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
}

/** A phone as the screens show it: (XXX) XXX-XXXX for 10 digits, otherwise as stored. */
function displayPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}

export function placeholderValues(client: MassEmailRecipient, assignedFirmUserName: string): MassEmailValues {
  const fname = (client.fname ?? '').trim();
  const lname = (client.lname ?? '').trim();
  return {
    client_fname: fname,
    client_lname: lname,
    client_full_name: `${fname} ${lname}`.trim(),
    client_preferred_name: (client.preferred_name ?? '').trim() || fname,
    client_email: client.email ?? '',
    client_phone_number: displayPhone(client.phone_number),
    assigned_firm_user_name: assignedFirmUserName,
  };
}

/** Replaces each known {placeholder}; unknown braces stay as written. */
export function fillPlaceholders(template: string, values: MassEmailValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) =>
    key in values ? values[key as MassEmailPlaceholder] : whole,
  );
}

/** The job kind a mail's bounce or complaint comes back as (SES -> EventBridge -> the jobs queue; locally the twin). */
export const mailEventKind = 'mail-event';
