/**
 * Words of the Mass Email dialog and the out-of-office screens. The spec's own texts (MD §8 toasts, the
 * validation messages, the automatic-reply label) come from the shared modules the API uses too; the rest
 * are labels MD §2 names without wording, or ours, kept plain.
 */
import { massEmailPlaceholders, massEmailText } from '@ledgerline/shared/mass-email';
import { outOfOfficeText } from '@ledgerline/shared/out-of-office';

export { massEmailText, outOfOfficeText };

export const massEmailLabels = {
  // MD §2, named by the spec.
  massEmail: 'Mass Email',
  users: 'Users',
  selectAll: 'Select All',
  selectAssigned: 'Select Assigned',
  clear: 'Clear',
  subject: 'Subject',
  message: 'Message',
  sendTest: 'Send Test Email To Myself',
  send: 'Send',
  // Ours.
  cancel: 'Cancel',
  selectedUsers: 'Selected users',
  removeUser: (name: string) => `${name}, remove`,
  findUsers: 'Type a name or email to add users',
  noMatches: 'No users match',
  loadingUsers: 'Loading users…',
  moreMatches: (n: number) => `${n} more match: keep typing to narrow the list`,
  moreSelected: (n: number) => `and ${n} more`,
  selectedCount: (n: number) => (n === 1 ? '1 user selected' : `${n} users selected`),
  readOnly: 'Read-only users cannot send mass emails',
  placeholderHint: `Placeholders are filled for each user: ${massEmailPlaceholders.map((p) => `{${p.key}}`).join(', ')}. New lines stay as line breaks.`,
} as const;

export const outOfOfficeLabels = {
  section: 'Out of office',
  toggle: 'Out of office',
  message: 'Out of office message',
  messageHint: 'Clients who write to you while you are away see this message, and get it once as an automatic reply.',
  period: 'When (optional)',
  periodHint: 'Leave the start empty to begin now, and the end empty to stay out of office until you turn it off.',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date',
  endTime: 'End time',
  save: 'Save',
  bothOrNeither: 'Enter both a date and a time, or neither',
  awayNow: 'You are out of office now.',
  scheduled: 'Your out-of-office period has not started yet.',
  ended: 'Your out-of-office period has ended.',
  /** MD §2 banner: the advisor's out-of-office message. */
  banner: (name: string | null | undefined, message: string | null | undefined) => {
    const who = name?.trim() || 'Your advisor';
    return message?.trim() ? `${who} is out of office: ${message.trim()}` : `${who} is out of office`;
  },
} as const;
