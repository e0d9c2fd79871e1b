import { describe, expect, it } from 'vitest';
import {
  defaultReminderFrequencyDays,
  defaultReminderTexts,
  fillReminder,
  fillReminderTexts,
  maxReminderMessage,
  maxReminderSms,
  maxReminderSubject,
  nextReminderAt,
  type ReminderSchedule,
  type ReminderValues,
  reminderFrequencyDays,
  reminderPlaceholders,
} from './questionnaire-reminders';

// The fixed clock: 10 March 2026, once early in the UTC day and once after the 10:00 UTC cut-off.
const early = new Date('2026-03-10T08:00:00Z');
const late = new Date('2026-03-10T15:00:00Z');

/** Sent on 5 March at noon with weekly reminders: the next is 12 March at noon, in the future. */
const sent: ReminderSchedule = {
  now: early,
  frequencyDays: 7,
  lastFollowedUp: null,
  sentAt: '2026-03-05T12:00:00Z',
  earliestRemindDate: null,
  dueDate: null,
};

/** Sent on 1 February: a week later is long past. */
const overdue: ReminderSchedule = { ...sent, sentAt: '2026-02-01T12:00:00Z' };

const at = (iso: string) => new Date(iso);

describe('the next reminder date', () => {
  it('is frequency (days, from the firm setting) after the sent date', () => {
    expect(nextReminderAt(sent)).toEqual(at('2026-03-12T12:00:00Z'));
    expect(nextReminderAt({ ...sent, now: at('2026-03-01T00:00:00Z'), frequencyDays: 3 })).toEqual(
      at('2026-03-08T12:00:00Z'),
    );
    expect(nextReminderAt({ ...sent, frequencyDays: 14 })).toEqual(at('2026-03-19T12:00:00Z'));
  });

  it('is frequency after the last follow-up rather than the sent date, when there has been one', () => {
    expect(nextReminderAt({ ...overdue, lastFollowedUp: '2026-03-08T09:30:00Z' })).toEqual(at('2026-03-15T09:30:00Z'));
    expect(nextReminderAt({ ...sent, lastFollowedUp: '2026-03-09T16:45:00.123Z' })).toEqual(
      at('2026-03-16T16:45:00.123Z'),
    );
  });

  it('reads stored instants with an offset, and a follow-up that does not parse as none', () => {
    expect(nextReminderAt({ ...sent, sentAt: '2026-03-05T07:00:00-05:00' })).toEqual(at('2026-03-12T12:00:00Z'));
    expect(nextReminderAt({ ...sent, lastFollowedUp: 'yesterday' })).toEqual(at('2026-03-12T12:00:00Z'));
    expect(nextReminderAt({ ...sent, lastFollowedUp: '2026-02-30T10:00:00Z' })).toEqual(at('2026-03-12T12:00:00Z'));
    // A bare date is its midnight UTC.
    expect(nextReminderAt({ ...sent, sentAt: '2026-03-05' })).toEqual(at('2026-03-12T00:00:00Z'));
  });

  it('uses now when the computed time is past and it is before 10:00 UTC', () => {
    expect(nextReminderAt(overdue)).toEqual(early);
    const justBefore = at('2026-03-10T09:59:59.999Z');
    expect(nextReminderAt({ ...overdue, now: justBefore })).toEqual(justBefore);
    expect(nextReminderAt({ ...overdue, now: at('2026-03-10T00:00:00Z') })).toEqual(at('2026-03-10T00:00:00Z'));
  });

  it('uses tomorrow at 10:00 UTC when the computed time is past and it is 10:00 UTC or later', () => {
    expect(nextReminderAt({ ...overdue, now: late })).toEqual(at('2026-03-11T10:00:00Z'));
    expect(nextReminderAt({ ...overdue, now: at('2026-03-10T10:00:00Z') })).toEqual(at('2026-03-11T10:00:00Z'));
    expect(nextReminderAt({ ...overdue, now: at('2026-12-31T23:59:00Z') })).toEqual(at('2027-01-01T10:00:00Z'));
    expect(nextReminderAt({ ...overdue, now: at('2028-02-28T11:00:00Z') })).toEqual(at('2028-02-29T10:00:00Z'));
  });

  it('is not past when the computed time is exactly now', () => {
    const due = at('2026-03-12T12:00:00Z');
    expect(nextReminderAt({ ...sent, now: due })).toEqual(due);
  });

  it('is never before the earliest remind date: an earlier date moves to it at 10:00 UTC', () => {
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-20' })).toEqual(at('2026-03-20T10:00:00Z'));
    expect(nextReminderAt({ ...overdue, earliestRemindDate: '2026-03-20' })).toEqual(at('2026-03-20T10:00:00Z'));
    expect(nextReminderAt({ ...overdue, now: late, earliestRemindDate: '2026-04-01' })).toEqual(
      at('2026-04-01T10:00:00Z'),
    );
  });

  it('keeps its time on the earliest remind date itself, and is untouched by one already passed', () => {
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-12' })).toEqual(at('2026-03-12T12:00:00Z'));
    expect(nextReminderAt({ ...overdue, earliestRemindDate: '2026-03-10' })).toEqual(early);
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-01-01' })).toEqual(at('2026-03-12T12:00:00Z'));
  });

  it('reads an earliest remind date stored as a date-time by the date it is written with', () => {
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-20T00:00:00.000Z' })).toEqual(
      at('2026-03-20T10:00:00Z'),
    );
    // Midnight of 20 March in New York is 05:00 UTC; at +02:00 it is 19 March in UTC: the written date counts.
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-20T00:00:00-05:00' })).toEqual(
      at('2026-03-20T10:00:00Z'),
    );
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-20T00:00:00+02:00' })).toEqual(
      at('2026-03-20T10:00:00Z'),
    );
    expect(nextReminderAt({ ...sent, earliestRemindDate: 'soon' })).toEqual(at('2026-03-12T12:00:00Z'));
  });

  it('reminders stop after the due date: none past its end', () => {
    expect(nextReminderAt({ ...sent, dueDate: '2026-03-11' })).toBeNull();
    expect(nextReminderAt({ ...overdue, dueDate: '2026-03-01' })).toBeNull();
    expect(nextReminderAt({ ...sent, lastFollowedUp: '2026-03-05T00:00:00Z', dueDate: '2026-03-11' })).toBeNull();
  });

  it('still reminds on the due date itself, up to its last millisecond in UTC', () => {
    expect(nextReminderAt({ ...sent, dueDate: '2026-03-12' })).toEqual(at('2026-03-12T12:00:00Z'));
    expect(nextReminderAt({ ...sent, sentAt: '2026-03-05T23:59:59.999Z', dueDate: '2026-03-12' })).toEqual(
      at('2026-03-12T23:59:59.999Z'),
    );
    expect(nextReminderAt({ ...sent, sentAt: '2026-03-06T00:00:00Z', dueDate: '2026-03-12' })).toBeNull();
    // Late on the due date and the computed time past: now, before the 10:00 cut-off, is still on it.
    expect(nextReminderAt({ ...overdue, dueDate: '2026-03-10' })).toEqual(early);
  });

  it('is none when the next try, tomorrow at 10:00 UTC, is past the due date', () => {
    expect(nextReminderAt({ ...overdue, now: late, dueDate: '2026-03-10' })).toBeNull();
    expect(nextReminderAt({ ...overdue, now: late, dueDate: '2026-03-11' })).toEqual(at('2026-03-11T10:00:00Z'));
  });

  it('is none when the earliest remind date falls after the due date', () => {
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-20', dueDate: '2026-03-15' })).toBeNull();
    expect(nextReminderAt({ ...sent, earliestRemindDate: '2026-03-15', dueDate: '2026-03-15' })).toEqual(
      at('2026-03-15T10:00:00Z'),
    );
  });

  it('is unbounded by a due date that is not a real date', () => {
    expect(nextReminderAt({ ...sent, dueDate: '2026-02-30' })).toEqual(at('2026-03-12T12:00:00Z'));
  });

  it('is none when reminders are disabled', () => {
    expect(nextReminderAt({ ...sent, remindersDisabled: true })).toBeNull();
    expect(nextReminderAt({ ...overdue, remindersDisabled: true })).toBeNull();
    expect(nextReminderAt({ ...sent, remindersDisabled: false })).toEqual(at('2026-03-12T12:00:00Z'));
  });

  it('is none for a draft: never sent nor followed up', () => {
    expect(nextReminderAt({ ...sent, sentAt: null })).toBeNull();
    expect(nextReminderAt({ ...sent, sentAt: '' })).toBeNull();
    expect(nextReminderAt({ ...sent, sentAt: 'not a date' })).toBeNull();
  });

  it('is none when the frequency is zero or less, or not a number', () => {
    for (const frequencyDays of [0, -7, Number.NaN, Number.POSITIVE_INFINITY])
      expect(nextReminderAt({ ...sent, frequencyDays }), String(frequencyDays)).toBeNull();
  });

  it("returns a date of its own, not the caller's clock", () => {
    const now = new Date(early);
    const next = nextReminderAt({ ...overdue, now })!;
    next.setUTCFullYear(2000);
    expect(now).toEqual(early);
  });
});

describe('the reminder frequency of a firm', () => {
  it('is the firm setting `questionnaire_reminder_frequency` in days', () => {
    expect(reminderFrequencyDays(3)).toBe(3);
    expect(reminderFrequencyDays(0)).toBe(0);
  });

  it('is a week when the firm has no setting (the spec gives no default)', () => {
    expect(defaultReminderFrequencyDays).toBe(7);
    expect(reminderFrequencyDays(undefined)).toBe(7);
    expect(reminderFrequencyDays(null)).toBe(7);
    expect(reminderFrequencyDays(Number.NaN)).toBe(7);
  });

  it('gives a questionnaire due in 14 days a reminder a week on and one on the due date, then none', () => {
    const first = nextReminderAt({ ...sent, dueDate: '2026-03-19' })!;
    expect(first).toEqual(at('2026-03-12T12:00:00Z'));
    const second = nextReminderAt({ ...sent, now: first, lastFollowedUp: first.toISOString(), dueDate: '2026-03-19' })!;
    expect(second).toEqual(at('2026-03-19T12:00:00Z'));
    expect(
      nextReminderAt({ ...sent, now: second, lastFollowedUp: second.toISOString(), dueDate: '2026-03-19' }),
    ).toBeNull();
  });
});

const values: ReminderValues = {
  client_first_name: 'Jennifer',
  tax_year: 2025,
  questionnaire_name: 'Individual Tax Organizer',
  items_left: 12,
  firm_name: 'Smith & Jones CPA',
  due_date: '2026-04-15',
};

describe('reminder placeholders', () => {
  it('stand for client first name, questionnaire year, name, items left, firm name and due date', () => {
    expect(reminderPlaceholders.map((p) => p.token)).toEqual([
      '{client_first_name}',
      '{tax_year}',
      '{questionnaire_name}',
      '{items_left}',
      '{firm_name}',
      '{due_date}',
    ]);
    expect(reminderPlaceholders.map((p) => p.label)).toEqual([
      'Client first name',
      'Questionnaire year',
      'Questionnaire name',
      'Items left',
      'Firm name',
      'Due date',
    ]);
  });

  it('are filled with their values, the due date shown as MMM D, YYYY', () => {
    expect(
      fillReminder(
        '{client_first_name}|{tax_year}|{questionnaire_name}|{items_left}|{firm_name}|{due_date}|{firm_name}',
        values,
      ),
    ).toBe('Jennifer|2025|Individual Tax Organizer|12|Smith & Jones CPA|Apr 15, 2026|Smith & Jones CPA');
    expect(fillReminder('{items_left} left', { items_left: 0 })).toBe('0 left');
  });

  it('leave an unknown placeholder as written', () => {
    expect(fillReminder('{client_last_name} {Firm_Name} {firm name} {} {firm_name}', values)).toBe(
      '{client_last_name} {Firm_Name} {firm name} {} Smith & Jones CPA',
    );
    expect(fillReminder('{constructor} {__proto__} {to_string}', values)).toBe('{constructor} {__proto__} {to_string}');
  });

  it('are filled once: a value that reads like a placeholder stays as written', () => {
    expect(fillReminder('Hi {client_first_name}', { ...values, client_first_name: '{firm_name}' })).toBe(
      'Hi {firm_name}',
    );
  });

  it('fill as nothing when their value is missing', () => {
    expect(fillReminder('[{client_first_name}][{tax_year}][{firm_name}]', { tax_year: null })).toBe('[][][]');
  });

  it('show a due date that is not YYYY-MM-DD as given', () => {
    expect(fillReminder('Due {due_date}.', { due_date: 'April 15' })).toBe('Due April 15.');
    expect(fillReminder('Due {due_date}.', { due_date: '2026-02-30' })).toBe('Due 2026-02-30.');
  });
});

describe('a reminder without a due date', () => {
  const noDue = { ...values, due_date: null };

  it('leaves out the sentence that names the due date instead of a dangling "by ."', () => {
    expect(fillReminder('Items left: {items_left}. Please complete it by {due_date}.', noDue)).toBe('Items left: 12.');
    expect(fillReminder('Please complete it by {due_date}. Thank you!', noDue)).toBe('Thank you!');
    expect(fillReminder('One. Due {due_date}! Two? Three', noDue)).toBe('One. Two? Three');
    expect(fillReminder('  Indented. Due {due_date}', { due_date: '' })).toBe('  Indented.');
    expect(fillReminder('Due {due_date}.', { due_date: '  ' })).toBe('');
  });

  it('drops a paragraph that only named the due date, without leaving a double gap', () => {
    expect(fillReminder('Hello,\n\nDue {due_date}.\n\nThanks', noDue)).toBe('Hello,\n\nThanks');
    expect(fillReminder('Due {due_date}.\n\nThanks', noDue)).toBe('Thanks');
    expect(fillReminder('Hello,\n\nDue {due_date}.', noDue)).toBe('Hello,');
    expect(fillReminder('Hello,\nDue {due_date}.\nThanks', noDue)).toBe('Hello,\nThanks');
  });

  it('keeps sentences and lines that do not name the due date', () => {
    expect(fillReminder('Hi {client_first_name}.\nBye.', noDue)).toBe('Hi Jennifer.\nBye.');
  });
});

describe('the default reminder texts', () => {
  const filled = fillReminderTexts(defaultReminderTexts, values);

  it('greet the client and name the questionnaire, its year, the items left, the firm and the due date', () => {
    expect(filled.reminder_email_subject).toBe('Reminder: your 2025 Individual Tax Organizer from Smith & Jones CPA');
    expect(filled.reminder_email_message).toContain('Hi Jennifer,');
    expect(filled.reminder_email_message).toContain('your 2025 Individual Tax Organizer is still waiting');
    expect(filled.reminder_email_message).toContain('Items left: 12.');
    expect(filled.reminder_email_message).toContain('Please complete it by Apr 15, 2026.');
    expect(filled.reminder_email_message.endsWith('Thank you,\nSmith & Jones CPA')).toBe(true);
    expect(filled.reminder_in_app_message).toBe(
      'Your 2025 Individual Tax Organizer is waiting for you. Items left: 12. Please complete it by Apr 15, 2026.',
    );
    expect(filled.reminder_sms_message).toBe(
      'Hi Jennifer, a reminder from Smith & Jones CPA: your 2025 Individual Tax Organizer is waiting. Items left: 12. Please complete it by Apr 15, 2026.',
    );
    for (const text of Object.values(filled)) expect(text).not.toMatch(/\{[a-z_]+\}/);
  });

  it('fit one SMS (160 characters) once filled, and the limits unfilled', () => {
    expect(filled.reminder_sms_message.length).toBeLessThanOrEqual(160);
    expect(defaultReminderTexts.reminder_email_subject.length).toBeLessThanOrEqual(maxReminderSubject);
    expect(defaultReminderTexts.reminder_email_message.length).toBeLessThanOrEqual(maxReminderMessage);
    expect(defaultReminderTexts.reminder_in_app_message.length).toBeLessThanOrEqual(maxReminderMessage);
    expect(defaultReminderTexts.reminder_sms_message.length).toBeLessThanOrEqual(maxReminderSms);
    expect([maxReminderSubject, maxReminderMessage, maxReminderSms]).toEqual([200, 5000, 320]);
  });

  it('use only the known placeholders, and keep the due date out of the subject', () => {
    const known = new Set(reminderPlaceholders.map((p) => p.token));
    for (const text of Object.values(defaultReminderTexts))
      for (const token of text.match(/\{[^}]*\}/g) ?? []) expect(known.has(token), token).toBe(true);
    expect(defaultReminderTexts.reminder_email_subject).not.toContain('{due_date}');
  });

  it('read cleanly without a due date', () => {
    const without = fillReminderTexts(defaultReminderTexts, { ...values, due_date: null });
    for (const text of Object.values(without)) {
      expect(text).not.toContain('by .');
      expect(text).not.toContain('\n\n\n');
      expect(text).not.toMatch(/\s$/);
    }
    expect(without.reminder_email_message).toBe(
      [
        'Hi Jennifer,',
        '',
        'This is a friendly reminder that your 2025 Individual Tax Organizer is still waiting for you. Items left: 12.',
        '',
        'You can sign in to the portal at any time to answer the remaining questions and upload your documents. If you have any questions, just reply to this email.',
        '',
        'Thank you,',
        'Smith & Jones CPA',
      ].join('\n'),
    );
    expect(without.reminder_sms_message).toBe(
      'Hi Jennifer, a reminder from Smith & Jones CPA: your 2025 Individual Tax Organizer is waiting. Items left: 12.',
    );
  });
});
