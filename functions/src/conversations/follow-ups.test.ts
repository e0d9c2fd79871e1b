import { describe, expect, it } from 'vitest';
import { followUpsOf, nextReminder } from './follow-ups';
import { conversationJobs } from './jobs';

const messageNoticeKind = conversationJobs.messageNotice.name;
const messageReminderKind = conversationJobs.messageReminder.name;

const base = { firmId: 'f1', conversationId: 'c1', sentAt: '2026-03-01T10:00:00.000Z' };

describe('follow-ups of a delivered message', () => {
  it('a client message gets only its notice, 30 seconds after sending (after the unsend window)', () => {
    const items = followUpsOf({ ...base, isFirmUser: false, hasReminder: true })('m1');
    expect(items).toEqual([
      {
        id: 'notice-m1',
        kind: messageNoticeKind,
        dueAt: '2026-03-01T10:00:30.000Z',
        payload: { firmId: 'f1', conversationId: 'c1', messageId: 'm1' },
      },
    ]);
  });

  it('a staff message with Auto-remind also gets its first reminder three days later', () => {
    const items = followUpsOf({ ...base, isFirmUser: true, hasReminder: true })('m1');
    expect(items.map((i) => [i.id, i.kind, i.dueAt])).toEqual([
      ['notice-m1', messageNoticeKind, '2026-03-01T10:00:30.000Z'],
      ['reminder-m1-1', messageReminderKind, '2026-03-04T10:00:00.000Z'],
    ]);
    expect(items[1]!.payload).toMatchObject({ messageId: 'm1', step: 1 });
  });

  it('without Auto-remind there is no reminder', () => {
    expect(followUpsOf({ ...base, isFirmUser: true, hasReminder: false })('m1')).toHaveLength(1);
  });

  it('reminders run every 3 days to day 30 and then stop', () => {
    const payload = { firmId: 'f1', conversationId: 'c1', messageId: 'm1' };
    const sent = new Date(base.sentAt);
    const steps = [];
    for (let done = 0; ; done++) {
      const next = nextReminder(payload, sent, done);
      if (!next) break;
      steps.push(next);
    }
    expect(steps).toHaveLength(10);
    expect(steps[9]!.dueAt).toBe('2026-03-31T10:00:00.000Z');
    expect(steps.map((s) => s.id)).toEqual(Array.from({ length: 10 }, (_, i) => `reminder-m1-${i + 1}`));
  });
});
