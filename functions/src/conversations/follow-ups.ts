/**
 * What a delivered message sets in motion, as due items written with it: a notice to clients who are not
 * online (after the unsend window, so an unsent message is never announced), and, for a staff message with
 * Auto-remind, the first of the client's reminders. Pure: the times and ids come from the message alone,
 * so a repeated delivery names the same items.
 */
import type { PayloadOf } from '../platform/jobs';
import { conversationJobs } from './jobs';
import type { FollowUp } from './store';
import { reminderTimes, unsendWindowSeconds } from './rules';

export type FollowUpPayload = PayloadOf<typeof conversationJobs.messageReminder>;

export const noticeDueItemId = (messageId: string) => `notice-${messageId}`;
export const reminderDueItemId = (messageId: string, step: number) => `reminder-${messageId}-${step}`;

export function followUpsOf(m: {
  firmId: string;
  conversationId: string;
  sentAt: string;
  isFirmUser: boolean;
  hasReminder: boolean;
}) {
  return (messageId: string): FollowUp[] => {
    const sent = new Date(m.sentAt);
    const payload: FollowUpPayload = { firmId: m.firmId, conversationId: m.conversationId, messageId };
    const items: FollowUp[] = [
      {
        id: noticeDueItemId(messageId),
        kind: conversationJobs.messageNotice.name,
        dueAt: new Date(sent.getTime() + unsendWindowSeconds * 1000).toISOString(),
        payload,
      },
    ];
    // Reminders nudge a client to answer the firm; a client's own message needs no reminder to themselves.
    if (m.hasReminder && m.isFirmUser) items.push(nextReminder(payload, sent, 0)!);
    return items;
  };
}

/** The reminder after step `done` (0 = none sent yet), or null when the month is over. */
export function nextReminder(payload: FollowUpPayload, sentAt: Date, done: number): FollowUp | null {
  const at = reminderTimes(sentAt)[done];
  if (!at) return null;
  const step = done + 1;
  return {
    id: reminderDueItemId(payload.messageId, step),
    kind: conversationJobs.messageReminder.name,
    dueAt: at.toISOString(),
    payload: { ...payload, step },
  };
}
