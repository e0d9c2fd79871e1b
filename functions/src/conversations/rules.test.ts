import { describe, expect, it } from 'vitest';
import { defaultTimeZone } from '@ledgerline/shared/time/zones';
import {
  attachmentMarker,
  attachmentSeparator,
  attachmentsFolder,
  canAddSelf,
  cancelsReminder,
  canEditScheduledTime,
  canManageParticipants,
  canSaveParticipants,
  canSchedule,
  canSend,
  canUnsend,
  composeAttachmentText,
  conversationOwnText,
  conversationText,
  defaultMessageTag,
  defaultScheduleTime,
  deleteMode,
  exportDateFormat,
  exportFileName,
  exportRange,
  isArchived,
  isAttachmentLocation,
  isAttachmentText,
  isBlank,
  isMessageTag,
  maxMessageLength,
  messageDisplayText,
  messageTagFor,
  messageTagLabels,
  messageTags,
  messageTextError,
  parseAttachmentText,
  parseExportDate,
  parseIsoDateTime,
  previewLength,
  previewOf,
  reminderIntervalDays,
  reminderTimes,
  reminderWindowDays,
  scheduleMoment,
  sendingToBanner,
  truncate,
  unseenCount,
  unsendWindowSeconds,
  validateMessageText,
  validateScheduledTime,
  whyCannotSend,
} from './rules';

const at = (iso: string) => new Date(iso);
const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('the spec texts', () => {
  it('quotes every text of §2, §4, §5 and §8 exactly', () => {
    const expected: Record<string, string> = {
      enterMessage: 'Please enter a message',
      updateMessageFailed: 'Failed to update message',
      selectFutureDate: 'Please select a date in the future',
      updateScheduleFailed: 'Failed to update schedule time',
      generateResponseFailed: 'Failed to generate response',
      invalidFiles:
        'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
      noCompanyForUpload: 'We were unable to upload the file, please try refreshing the page',
      deletedMessage: 'This message was deleted',
      deleteConfirmation: 'Are you sure you want to delete this message? The email/sms has already been sent.',
      archivedBanner:
        'This conversation is archived because a new conversation has been created with different users. Messaging is disabled, please use the other conversation.',
      attachment: 'Attachment',
      emptyConversation: 'Empty Conversation',
      notInConversation: 'You are not in this conversation',
      noConversations: 'No available conversations found',
      sendingTo: 'You are sending a message to',
      messageUpdated: 'Message updated successfully',
      scheduleUpdated: 'Schedule time updated successfully',
      messageUnsent: 'Message unsent successfully',
      messageDeleted: 'Message deleted successfully',
      markedUnseen: 'Conversation marked as unseen',
    };
    const { lastMessage, downloadFailed, ...texts } = conversationText;
    expect(texts).toEqual(expected);
    expect(lastMessage('Nov 23')).toBe('Last message: Nov 23');
    expect(downloadFailed('Network error')).toBe('Failed to download file: Network error');
  });

  it('keeps our own wording apart and consistent with the limits it names', () => {
    expect(conversationOwnText.messageTooLong).toBe('A message can be at most 10,000 characters');
    expect(conversationOwnText.autoRemindTooltip).toContain('every 3 days for a month');
    expect(conversationOwnText.startsWithMarker(attachmentMarker)).toBe('A message cannot start with [[attachments]]');
  });
});

describe('message text', () => {
  it('Edit message: empty text gives "Please enter a message"', () => {
    for (const blank of ['', '   ', '\n\t \r\n', '\u00A0', '\u200B', '\u200D\uFEFF ', null, undefined, 42, {}]) {
      expect(validateMessageText(blank)).toBe('');
      expect(isBlank(blank)).toBe(true);
      expect(messageTextError(blank)).toBe('Please enter a message');
    }
  });

  it('stores the text trimmed, inner line breaks and zero-width joiners kept', () => {
    expect(validateMessageText('  Hello\n\nthere \n')).toBe('Hello\n\nthere');
    expect(validateMessageText(' 👨‍👩‍👧 ')).toBe('👨‍👩‍👧');
    expect(isBlank('a')).toBe(false);
    expect(messageTextError('Hello')).toBeNull();
  });

  it(`accepts ${maxMessageLength} characters and refuses one more`, () => {
    expect(maxMessageLength).toBe(10_000);
    expect(messageTextError('a'.repeat(maxMessageLength))).toBeNull();
    expect(messageTextError(`  ${'a'.repeat(maxMessageLength)}  `)).toBeNull();
    expect(messageTextError('a'.repeat(maxMessageLength + 1))).toBe(conversationOwnText.messageTooLong);
  });

  it('refuses a typed message that would pass for an attachment message', () => {
    expect(messageTextError(`${attachmentMarker}\n/Private/secret.pdf`)).toBe(
      conversationOwnText.startsWithMarker(attachmentMarker),
    );
    expect(messageTextError(`  ${attachmentMarker}\n/Private/secret.pdf`)).toBe(
      conversationOwnText.startsWithMarker(attachmentMarker),
    );
    expect(messageTextError(`see ${attachmentMarker}`)).toBeNull();
  });

  it("a deleted message reads 'This message was deleted'", () => {
    expect(messageDisplayText({ text: 'secret', deleted: true })).toBe('This message was deleted');
    expect(messageDisplayText({ text: 'hello' })).toBe('hello');
  });
});

describe('message tags', () => {
  it('tag is general, urgent or emergency; default general', () => {
    expect(messageTags).toEqual(['general', 'urgent', 'emergency']);
    expect(defaultMessageTag).toBe('general');
    expect(messageTagLabels).toEqual({ general: 'General', urgent: 'Urgent', emergency: 'Emergency' });
    expect(messageTags.every(isMessageTag)).toBe(true);
    for (const other of ['General', 'URGENT', '', null, 1]) expect(isMessageTag(other)).toBe(false);
  });

  it('the tag dropdown is hidden when message tags are disabled by the firm, so messages are general', () => {
    expect(messageTagFor('emergency', true)).toBe('general');
    expect(messageTagFor('urgent', false)).toBe('urgent');
    expect(messageTagFor(undefined, false)).toBe('general');
    expect(messageTagFor(null, false)).toBe('general');
  });
});

describe('attachment messages', () => {
  const locations = [
    '/Attachments/2026-11-23 return.pdf',
    '/Attachments/Überweisung – März.pdf',
    '/Attachments/报税 📎.png',
  ];

  it('an attachment message has text starting with a fixed marker followed by document locations joined by a separator', () => {
    const text = composeAttachmentText(locations);
    expect(text).toBe(`[[attachments]]\n${locations.join('\n')}`);
    expect(text.startsWith(attachmentMarker)).toBe(true);
    expect(attachmentSeparator).toBe('\n');
    expect(parseAttachmentText(text)).toEqual(locations);
    expect(isAttachmentText(text)).toBe(true);
    expect(parseAttachmentText(composeAttachmentText(['/a.pdf']))).toEqual(['/a.pdf']);
  });

  it('message attachments are stored in the /Attachments folder', () => {
    expect(attachmentsFolder).toBe('/Attachments');
  });

  it('refuses a location the separator could hide in, or one that climbs out of its folder', () => {
    for (const bad of [
      '/Attachments/a\nb.pdf',
      '/Attachments/a\r.pdf',
      '/Attachments/a\u0000.pdf',
      'Attachments/a.pdf',
      '',
      '/',
      '/Attachments//a.pdf',
      '/Attachments/../Private/x.pdf',
      '/./a.pdf',
    ]) {
      expect(isAttachmentLocation(bad)).toBe(false);
      expect(() => composeAttachmentText(['/Attachments/ok.pdf', bad])).toThrow(RangeError);
    }
    expect(() => composeAttachmentText([])).toThrow(RangeError);
  });

  it('reads ordinary text, and text that only looks like an attachment message, as not one', () => {
    for (const text of [
      'hello',
      '',
      '[[attachments]]',
      '[[attachments]]/Attachments/a.pdf',
      '[[attachments]]\n',
      '[[attachments]]\n/a.pdf\n',
      '[[attachments]]\n../x',
      ' [[attachments]]\n/a.pdf',
      '[[ATTACHMENTS]]\n/a.pdf',
    ]) {
      expect(parseAttachmentText(text)).toBeNull();
      expect(isAttachmentText(text)).toBe(false);
    }
  });
});

describe('the conversation list preview', () => {
  const last = (text: string, extra: { deleted?: boolean; created_at?: string } = {}) => ({
    text,
    created_at: '2026-11-23T17:00:00Z',
    ...extra,
  });

  it('the last message text truncated to 48 characters, with no ellipsis', () => {
    expect(previewLength).toBe(48);
    const exactly48 = 'x'.repeat(47) + 'y';
    expect(previewOf(last(exactly48))).toBe(exactly48);
    expect(previewOf(last(exactly48 + 'z'))).toBe(exactly48);
    expect(previewOf(last('Short message'))).toBe('Short message');
  });

  it('never splits an emoji, a flag or an accented letter at the 48th character', () => {
    const pad = 'a'.repeat(47);
    for (const character of ['😀', '🇫🇷', '👨‍👩‍👧', 'e\u0301', '𝒳', '👍🏽']) {
      const preview = previewOf(last(pad + character + 'tail'));
      expect(preview).toBe(pad + character);
      expect(loneSurrogate.test(preview)).toBe(false);
    }
    expect(truncate('😀'.repeat(60), 48)).toBe('😀'.repeat(48));
    expect(truncate('한국어', 48)).toBe('한국어');
  });

  it('shows a multi-line message on one line, counting its characters after that', () => {
    expect(previewOf(last('  Hello\n\n\tthere  \r\n friend '))).toBe('Hello there friend');
    expect(previewOf(last('a\n'.repeat(40)))).toBe('a a a a a a a a a a a a a a a a a a a a a a a a ');
  });

  it("'Attachment' for an attachment message", () => {
    expect(previewOf(last(composeAttachmentText(['/Attachments/a b.pdf'])))).toBe('Attachment');
  });

  it("'Last message: {date}' when the text is empty, the date as 'MMM D, YYYY' whatever the year", () => {
    expect(previewOf(last(''), 'UTC')).toBe('Last message: Nov 23, 2026');
    expect(previewOf(last(' \n '), 'UTC')).toBe('Last message: Nov 23, 2026');
    expect(previewOf(last('', { created_at: '2025-11-23T17:00:00Z' }), 'UTC')).toBe('Last message: Nov 23, 2025');
  });

  it("dates the empty message by the viewer's calendar", () => {
    // 03:00 UTC on 1 January is still New Year's Eve in Los Angeles, and that was last year there.
    const message = last('', { created_at: '2026-01-01T03:00:00Z' });
    expect(previewOf(message, 'America/Los_Angeles')).toBe('Last message: Dec 31, 2025');
    expect(previewOf(message, 'UTC')).toBe('Last message: Jan 1, 2026');
    expect(previewOf(message, 'Eastern Time (US & Canada)')).toBe('Last message: Dec 31, 2025');
    expect(previewOf(message)).toBe('Last message: Dec 31, 2025');
    expect(previewOf(message, 'Not/AZone')).toBe('Last message: Dec 31, 2025');
    expect(previewOf(last('', { created_at: 'garbage' }))).toBe('Last message');
  });

  it("'Empty Conversation' when there is no message", () => {
    expect(previewOf(null)).toBe('Empty Conversation');
  });

  it('a deleted message previews as its placeholder, whatever it said', () => {
    expect(previewOf(last('secret', { deleted: true }))).toBe('This message was deleted');
    expect(previewOf(last(composeAttachmentText(['/Attachments/a.pdf']), { deleted: true }))).toBe(
      'This message was deleted',
    );
  });
});

describe('unsend and delete', () => {
  const created = '2026-11-23T10:00:00.000Z';

  it('within 30 seconds of creation an immediate message can be unsent', () => {
    expect(unsendWindowSeconds).toBe(30);
    expect(canUnsend({ created_at: created }, at(created))).toBe(true);
    expect(canUnsend({ created_at: created }, plusMs(created, 29_999))).toBe(true);
  });

  it('at exactly 30 seconds the window has closed', () => {
    expect(canUnsend({ created_at: created }, plusMs(created, 30_000))).toBe(false);
    expect(canUnsend({ created_at: created }, plusMs(created, 60_000))).toBe(false);
  });

  it('only immediate messages can be unsent, and only once', () => {
    expect(canUnsend({ created_at: created, scheduled: true }, at(created))).toBe(false);
    expect(canUnsend({ created_at: created, deleted: true }, at(created))).toBe(false);
    expect(canUnsend({ created_at: 'garbage' }, at(created))).toBe(false);
  });

  it('a message stamped a moment after now by another server counts as just created', () => {
    expect(canUnsend({ created_at: created }, plusMs(created, -50))).toBe(true);
  });

  it("later, Delete asks 'Are you sure you want to delete this message? The email/sms has already been sent.'", () => {
    expect(deleteMode({ created_at: created }, plusMs(created, 10_000))).toBe('unsend');
    expect(deleteMode({ created_at: created }, plusMs(created, 30_000))).toBe('confirm');
    expect(
      deleteMode(
        { created_at: created, scheduled: true, scheduled_time: '2026-11-24T09:00:00Z' },
        plusMs(created, 5_000),
      ),
    ).toBe('cancel');
    expect(
      deleteMode(
        { created_at: created, scheduled: true, scheduled_time: '2026-11-24T09:00:00Z' },
        at('2026-11-24T09:00:00Z'),
      ),
    ).toBe('confirm');
  });
});

describe('scheduling', () => {
  const now = at('2026-11-23T10:00:00Z');

  it("edit scheduled time: the date must be in the future, otherwise 'Please select a date in the future'", () => {
    expect(validateScheduledTime('2026-11-23T10:00:01Z', now)).toEqual({ ok: true, at: at('2026-11-23T10:00:01Z') });
    const refused = { ok: false, error: 'Please select a date in the future' };
    expect(validateScheduledTime('2026-11-23T10:00:00Z', now)).toEqual(refused);
    expect(validateScheduledTime('2026-11-23T09:59:59.999Z', now)).toEqual(refused);
    for (const bad of [
      '',
      'tomorrow',
      '2026-11-24',
      '2026-11-24T09:00:00',
      '2026-02-31T09:00:00Z',
      '2027-02-29T09:00:00Z',
      '2026-11-24T24:00:00Z',
      '2026-11-24 09:00:00Z',
      '2026-11-24T09:00:00+25:00',
    ]) {
      expect(validateScheduledTime(bad, now)).toEqual(refused);
    }
  });

  it('reads offsets and fractions of a second exactly', () => {
    expect(parseIsoDateTime('2026-11-24T09:00:00+01:00')).toEqual(at('2026-11-24T08:00:00Z'));
    expect(parseIsoDateTime('2026-11-24T09:00:00.5-08:00')).toEqual(at('2026-11-24T17:00:00.500Z'));
    expect(parseIsoDateTime('2026-11-24T09:00:00.123456789Z')).toEqual(at('2026-11-24T09:00:00.123Z'));
    expect(parseIsoDateTime('2026-11-24T09:00Z')).toEqual(at('2026-11-24T09:00:00Z'));
    expect(parseIsoDateTime('2028-02-29T09:00:00Z')).toEqual(at('2028-02-29T09:00:00Z'));
  });

  it('a scheduled message may have its time edited while still in the future', () => {
    const message = { scheduled: true, scheduled_time: '2026-11-23T10:00:00Z' };
    expect(canEditScheduledTime(message, at('2026-11-23T09:59:59Z'))).toBe(true);
    expect(canEditScheduledTime(message, now)).toBe(false);
    expect(canEditScheduledTime({ ...message, scheduled: false }, at('2026-11-23T09:00:00Z'))).toBe(false);
    expect(canEditScheduledTime({ ...message, deleted: true }, at('2026-11-23T09:00:00Z'))).toBe(false);
    expect(canEditScheduledTime({ scheduled: true, scheduled_time: null }, at('2026-11-23T09:00:00Z'))).toBe(false);
  });

  it('default is tomorrow at 09:00 (UTC)', () => {
    expect(defaultScheduleTime(at('2026-11-23T00:00:00Z'), 'UTC')).toEqual(at('2026-11-24T09:00:00Z'));
    expect(defaultScheduleTime(at('2026-11-23T23:59:59.999Z'), 'UTC')).toEqual(at('2026-11-24T09:00:00Z'));
    expect(defaultScheduleTime(at('2026-12-31T10:00:00Z'), 'UTC')).toEqual(at('2027-01-01T09:00:00Z'));
    expect(defaultScheduleTime(at('2028-02-28T10:00:00Z'), 'UTC')).toEqual(at('2028-02-29T09:00:00Z'));
  });

  it("default is tomorrow at 09:00 as the sender's clock in Los Angeles reads it", () => {
    // 07:30 UTC on the 24th is still the evening of the 23rd in Los Angeles (PST, UTC-8).
    expect(defaultScheduleTime(at('2026-11-24T07:30:00Z'), 'America/Los_Angeles')).toEqual(at('2026-11-24T17:00:00Z'));
    expect(defaultScheduleTime(at('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toEqual(at('2026-07-02T16:00:00Z'));
  });

  it('default is tomorrow at 09:00 across a daylight-saving change', () => {
    // Los Angeles springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(defaultScheduleTime(at('2026-03-08T04:00:00Z'), 'America/Los_Angeles')).toEqual(at('2026-03-08T16:00:00Z'));
    expect(defaultScheduleTime(at('2026-03-08T18:00:00Z'), 'America/Los_Angeles')).toEqual(at('2026-03-09T16:00:00Z'));
    expect(defaultScheduleTime(at('2026-10-31T19:00:00Z'), 'America/Los_Angeles')).toEqual(at('2026-11-01T17:00:00Z'));
    // London falls back on 25 October 2026; Sydney springs forward on 4 October 2026.
    expect(defaultScheduleTime(at('2026-10-24T12:00:00Z'), 'Europe/London')).toEqual(at('2026-10-25T09:00:00Z'));
    expect(defaultScheduleTime(at('2026-10-03T03:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-10-03T22:00:00Z'));
    // Kiritimati is 14 hours ahead: its tomorrow is two UTC dates away.
    expect(defaultScheduleTime(at('2026-11-23T12:00:00Z'), 'Pacific/Kiritimati')).toEqual(at('2026-11-24T19:00:00Z'));
  });

  it('falls back to the default client time zone, Pacific Time, for an unknown zone', () => {
    expect(defaultTimeZone).toBe('America/Los_Angeles');
    expect(defaultScheduleTime(at('2026-11-24T07:30:00Z'), 'Pacific Time (US & Canada)')).toEqual(
      at('2026-11-24T17:00:00Z'),
    );
    expect(defaultScheduleTime(at('2026-11-24T07:30:00Z'), '')).toEqual(at('2026-11-24T17:00:00Z'));
  });

  it('the Schedule button is disabled unless both date and time are set and the moment is in the future', () => {
    const la = 'America/Los_Angeles';
    expect(scheduleMoment('2026-11-24', '09:00', la)).toEqual(at('2026-11-24T17:00:00Z'));
    expect(canSchedule('2026-11-24', '09:00', la, now)).toBe(true);
    // now (10:00 UTC) is 02:00 in Los Angeles: a minute later is the future, that very minute is not.
    expect(canSchedule('2026-11-23', '02:01', la, now)).toBe(true);
    expect(canSchedule('2026-11-23', '02:00', la, now)).toBe(false);
    for (const [date, time] of [
      ['', '09:00'],
      ['2026-11-24', ''],
      ['2026-02-30', '09:00'],
      ['2026-11-24', '24:00'],
      ['2026-11-24', '9:00'],
      ['24-11-2026', '09:00'],
    ]) {
      expect(scheduleMoment(date, time, la)).toBeNull();
      expect(canSchedule(date, time, la, now)).toBe(false);
    }
  });

  it('moves a time the clocks skip forward, and takes the first of a time they repeat', () => {
    expect(scheduleMoment('2026-03-08', '02:30', 'America/Los_Angeles')).toEqual(at('2026-03-08T10:30:00Z')); // 03:30 PDT
    expect(scheduleMoment('2026-11-01', '01:30', 'America/Los_Angeles')).toEqual(at('2026-11-01T08:30:00Z')); // 01:30 PDT
  });
});

describe('auto-remind', () => {
  it('the client gets a reminder every 3 days for a month, day 30 included', () => {
    expect([reminderIntervalDays, reminderWindowDays]).toEqual([3, 30]);
    const sent = at('2026-11-23T10:00:00Z');
    const times = reminderTimes(sent);
    expect(times).toHaveLength(10);
    expect(times[0]).toEqual(at('2026-11-26T10:00:00Z'));
    expect(times[9]).toEqual(at('2026-12-23T10:00:00Z')); // exactly 30 days
    expect(times.every((t, i) => t.getTime() - sent.getTime() === (i + 1) * 3 * 86_400_000)).toBe(true);
  });

  it('reminds in 72-hour steps across a daylight-saving change', () => {
    expect(reminderTimes(at('2026-10-30T16:00:00Z'))[0]).toEqual(at('2026-11-02T16:00:00Z'));
  });

  it('any new message removes the reminder', () => {
    expect(cancelsReminder({})).toBe(true);
    expect(cancelsReminder({ is_log: false })).toBe(true);
    expect(cancelsReminder({ is_log: true })).toBe(false);
  });
});

describe('participants and sending', () => {
  it("a 'You are sending a message to ...' banner lists the first two names, then 'and N more'", () => {
    expect(sendingToBanner([])).toBe('');
    expect(sendingToBanner(['Ann Lee'])).toBe('You are sending a message to Ann Lee');
    expect(sendingToBanner(['Ann Lee', 'Bo Chen'])).toBe('You are sending a message to Ann Lee and Bo Chen');
    expect(sendingToBanner(['Ann Lee', 'Bo Chen', 'Cy Diaz'])).toBe(
      'You are sending a message to Ann Lee, Bo Chen and 1 more',
    );
    expect(sendingToBanner(['A', 'B', 'C', 'D', 'E'])).toBe('You are sending a message to A, B and 3 more');
  });

  it('leaves blank names out of the banner and the count', () => {
    expect(sendingToBanner(['', '  '])).toBe('');
    expect(sendingToBanner([' Ann ', '', 'Bo', ' ', 'Cy'])).toBe('You are sending a message to Ann, Bo and 1 more');
  });

  it('only partner or full users may add or remove conversation participants', () => {
    expect(canManageParticipants({ isAdvisor: true, firmAccess: 'partner' })).toBe(true);
    expect(canManageParticipants({ isAdvisor: true, firmAccess: 'full' })).toBe(true);
    expect(canManageParticipants({ isAdvisor: true, firmAccess: 'admin' })).toBe(false);
    expect(canManageParticipants({ isAdvisor: true, firmAccess: 'group' })).toBe(false);
    expect(canManageParticipants({ isAdvisor: true, firmAccess: null })).toBe(false);
    expect(canManageParticipants({ isAdvisor: false, firmAccess: 'partner' })).toBe(false);
  });

  it('Manage Participants: Save is disabled when no participants are selected', () => {
    expect(canSaveParticipants([])).toBe(false);
    expect(canSaveParticipants(['a1'])).toBe(true);
  });

  it('a conversation with no relevant companies is archived and read-only', () => {
    expect(isArchived({ relevant_company_ids: [] })).toBe(true);
    expect(isArchived({ relevant_company_ids: ['c1'] })).toBe(false);
    expect(whyCannotSend({ userReadonly: false, companyReadonly: false, archived: true, preview: false })).toBe(
      'archived',
    );
  });

  it('advisors can add themselves to a conversation they are not in', () => {
    const conversation = { advisor_ids: ['a1'], relevant_company_ids: ['c1'] };
    expect(canAddSelf({ userId: 'a2', isAdvisor: true }, conversation)).toBe(true);
    expect(canAddSelf({ userId: 'a1', isAdvisor: true }, conversation)).toBe(false);
    expect(canAddSelf({ userId: 'u1', isAdvisor: false }, conversation)).toBe(false);
    expect(canAddSelf({ userId: 'a2', isAdvisor: true }, { ...conversation, relevant_company_ids: [] })).toBe(false);
  });

  it('Send and Schedule are disabled when the user or company is read-only, the conversation is archived, or the view is a preview', () => {
    const open = { userReadonly: false, companyReadonly: false, archived: false, preview: false };
    expect(canSend(open)).toBe(true);
    expect(whyCannotSend(open)).toBeNull();
    expect(whyCannotSend({ ...open, userReadonly: true })).toBe('readonly-user');
    expect(whyCannotSend({ ...open, companyReadonly: true })).toBe('readonly-company');
    expect(whyCannotSend({ ...open, archived: true })).toBe('archived');
    expect(whyCannotSend({ ...open, preview: true })).toBe('preview');
    expect(whyCannotSend({ userReadonly: true, companyReadonly: true, archived: true, preview: true })).toBe('preview');
    for (const flag of ['userReadonly', 'companyReadonly', 'archived', 'preview'] as const)
      expect(canSend({ ...open, [flag]: true })).toBe(false);
  });

  it('the unread count is the number of non-log messages not yet seen by the user', () => {
    const messages = [
      { user_id: 'c1', unseen_user_ids: ['a1', 'a2'] },
      { user_id: 'c1', unseen_user_ids: ['a1'], is_log: true },
      { user_id: 'c1', unseen_user_ids: ['a2'] },
      { user_id: 'a1', unseen_user_ids: ['a1'] },
      { user_id: 'c1', unseen_user_ids: ['a1'], is_log: false },
    ];
    expect(unseenCount(messages, 'a1')).toBe(2);
    expect(unseenCount(messages, 'a2')).toBe(2);
    expect(unseenCount(messages, 'c1')).toBe(0);
    expect(unseenCount([], 'a1')).toBe(0);
  });
});

describe('conversation export', () => {
  it('export dates are DD-MM-YYYY, real calendar dates only', () => {
    expect(exportDateFormat).toBe('DD-MM-YYYY');
    expect(parseExportDate('23-11-2026')).toEqual(at('2026-11-23T00:00:00Z'));
    expect(parseExportDate('29-02-2028')).toEqual(at('2028-02-29T00:00:00Z'));
    for (const bad of [
      '31-02-2026',
      '29-02-2026',
      '00-01-2026',
      '32-01-2026',
      '23-13-2026',
      '23-00-2026',
      '1-2-2026',
      '2026-11-23',
      '23/11/2026',
      ' 23-11-2026',
      '23-11-26',
      '',
    ]) {
      expect(parseExportDate(bad)).toBeNull();
    }
  });
  it('covers both dates whole, as the exporting user’s calendar reads them', () => {
    expect(exportRange('23-11-2026', '23-11-2026', 'UTC')).toEqual({
      from: at('2026-11-23T00:00:00Z'),
      until: at('2026-11-24T00:00:00Z'),
    });
    expect(exportRange('23-11-2026', '24-11-2026', 'America/Los_Angeles')).toEqual({
      from: at('2026-11-23T08:00:00Z'),
      until: at('2026-11-25T08:00:00Z'),
    });
    expect(exportRange('01-11-2026', '01-11-2026', 'America/Los_Angeles')).toEqual({
      from: at('2026-11-01T07:00:00Z'),
      until: at('2026-11-02T08:00:00Z'),
    });
    expect(exportRange(undefined, '23-11-2026', 'UTC')).toEqual({ from: null, until: at('2026-11-24T00:00:00Z') });
    expect(exportRange('', undefined, 'UTC')).toEqual({ from: null, until: null });
  });

  it('refuses a malformed date or an end before the start', () => {
    expect(exportRange('31-02-2026', undefined)).toBeNull();
    expect(exportRange(undefined, '2026-11-23')).toBeNull();
    expect(exportRange('24-11-2026', '23-11-2026')).toBeNull();
  });

  it("the download is named 'conversation-export-{id}.csv'", () => {
    expect(exportFileName('01JDX5Q0ZK8Y')).toBe('conversation-export-01JDX5Q0ZK8Y.csv');
    expect(exportFileName('a"\r\nX-Evil: 1/../é')).toBe('conversation-export-a___X-Evil__1_____.csv');
  });
});
