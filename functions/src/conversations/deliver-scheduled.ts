/**
 * The sweeper's job for a scheduled message that is due: move it from its waiting lane into the pane (or
 * its thread) as if sent now. Idempotent: a message already delivered, deleted or rescheduled is left as
 * it is, so a retried or duplicated job never delivers twice.
 */
import { paneLane, scheduledLane, threadLane } from '../platform/data/entities/message';
import { Conflict } from '../platform/errors';
import { log } from '../platform/log';
import { isArchived } from './rules';
import { announceMessage } from './announce';
import { afterClientMessage } from './client-message';
import { followUpsOf } from './follow-ups';
import * as store from './store';
import type { conversationJobs } from './jobs';
import type { ParsedPayloadOf } from '../platform/jobs';
import { firmFlagOn } from '../platform/firm-flags';

export async function deliverScheduledMessage(
  payload: ParsedPayloadOf<typeof conversationJobs.deliverScheduledMessage>,
  now = new Date(),
): Promise<'delivered' | 'skipped'> {
  const { firmId, messageId } = payload;
  const waiting = await store.findMessage(firmId, messageId);
  if (!waiting || waiting.lane !== scheduledLane || waiting.deleted_at) return 'skipped';
  // Where it waits now: Manage Participants may have moved it to the existing conversation since it was queued.
  const conversationId = waiting.conversationId;
  // Not due yet: it was rescheduled later after this job was queued; its own due item will come.
  if (waiting.sent_at > now.toISOString()) return 'skipped';
  const [conversation, firm] = await Promise.all([
    store.getConversation(firmId, conversationId),
    store.getFirm(firmId),
  ]);
  // FA §3.4: nothing is sent while the firm has messaging turned off; the message stays scheduled, as the firm left it.
  if (firmFlagOn(firm, 'communication_disabled')) {
    log('warn', 'scheduled message not delivered: messaging is turned off for the firm', { firmId, messageId });
    return 'skipped';
  }
  if (!conversation || isArchived({ relevant_company_ids: conversation.relevant_company_ids ?? [] })) {
    log('warn', 'scheduled message not delivered: conversation archived or gone', {
      firmId,
      conversationId,
      messageId,
    });
    return 'skipped';
  }
  const parent = waiting.message_thread_id ? await store.findMessage(firmId, waiting.message_thread_id) : null;
  const members = await store.listMembers(firmId, conversationId);
  let delivered: Awaited<ReturnType<typeof store.deliverMessage>>;
  try {
    delivered = await store.deliverMessage(
      {
        firmId,
        conversationId,
        lane: parent ? threadLane(parent.messageId) : paneLane,
        sentAt: now.toISOString(),
        text: waiting.text,
        userId: waiting.user_id,
        userName: waiting.user_name ?? '',
        isFirmUser: waiting.is_firm_user,
        tag: waiting.tag ?? 'general',
        threadId: parent?.messageId ?? null,
        scheduledTime: waiting.scheduled_time ?? null,
        hasReminder: waiting.has_reminder ?? false,
      },
      {
        members,
        companyIds: conversation.relevant_company_ids ?? [],
        parent: parent && parent.lane === paneLane && !parent.deleted_at ? parent : null,
        replaces: waiting,
      },
      followUpsOf({
        firmId,
        conversationId,
        sentAt: now.toISOString(),
        isFirmUser: waiting.is_firm_user,
        hasReminder: waiting.has_reminder ?? false,
      }),
    );
  } catch (e) {
    if (e instanceof Conflict) return 'skipped'; // another delivery moved it first
    throw e;
  }
  await announceMessage(
    firmId,
    members.map((m) => m.userId),
    {
      conversation_id: conversationId,
      message_id: delivered.messageId,
      message_thread_id: delivered.message_thread_id ?? null,
    },
  );
  if (!delivered.is_firm_user) await afterClientMessage(conversation, members, delivered, now);
  return 'delivered';
}
