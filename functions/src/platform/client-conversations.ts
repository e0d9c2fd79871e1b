/**
 * FA §4.4 "Deactivation ... removes scheduled sends": what a client's deactivation does to their conversations, for
 * the users domain. Like entity-conversations.ts (owners, assigned firm user), it changes conversations from outside
 * the conversations domain, so it works on the conversation items themselves: a waiting message is removed as
 * deleting it by hand does (its due item cancelled, the message gone, the firm's open screens told).
 */
import { Conversation, type ConversationItem } from './data/entities/conversation';
import { ConversationMember } from './data/entities/conversation-member';
import { Message, scheduledDueId, scheduledLane, type MessageItem } from './data/entities/message';
import { User } from './data/entities/user';
import { getItems } from './data/batch-get';
import { isConditionFailure } from './data/transact';
import { publishToUser } from './adapters/realtime';
import { cancelDueItem } from './scheduler';
import { log } from './log';

/** A client's conversations looked at (a client has a handful; this bounds a pathological one). */
const inboxScan = 200;
/** Waiting messages read per conversation and call: call again until it answers none. */
const scheduledPage = 100;

/** The live (not archived) conversations a client is a member of, newest activity first. */
async function liveConversationsOfClient(firmId: string, userId: string): Promise<ConversationItem[]> {
  const { data } = await ConversationMember.query.inbox({ firmId, userId }).go({ order: 'desc', limit: inboxScan });
  const live = data.filter((m) => !m.archived && (m.relevant_company_ids ?? []).length > 0);
  const conversations = await getItems(
    Conversation,
    live.map((m) => ({ firmId, conversationId: m.conversationId })),
    { consistent: true },
  );
  return conversations.filter((c) => (c.relevant_company_ids ?? []).length > 0 && !c.replaced_by_id);
}

/**
 * The messages waiting for their time in the client's live conversations that have no other active client (in a
 * conversation shared with an active co-owner they still wait for that person). At most a page per conversation.
 */
export async function scheduledMessagesOfClient(firmId: string, clientId: string): Promise<MessageItem[]> {
  const live = await liveConversationsOfClient(firmId, clientId);
  const others = [...new Set(live.flatMap((c) => (c.user_ids ?? []) as string[]))].filter((id) => id !== clientId);
  const users = await getItems(
    User,
    others.map((userId) => ({ firmId, userId })),
  );
  const active = new Set(users.filter((u) => u.paying !== false && !u.deleted_at).map((u) => u.userId));
  const alone = live.filter((c) => !(c.user_ids ?? []).some((id: string) => id !== clientId && active.has(id)));
  const pages = await Promise.all(
    alone.map((c) =>
      Message.query
        .byConversation({ firmId, conversationId: c.conversationId, lane: scheduledLane })
        .go({ limit: scheduledPage }),
    ),
  );
  return pages.flatMap((p) => p.data);
}

/** Removes one waiting message; false when the sweeper delivered it (or someone removed it) first. */
export async function removeScheduledMessage(m: MessageItem): Promise<boolean> {
  const { firmId, conversationId, messageId } = m;
  await cancelDueItem({ firmId, id: scheduledDueId(messageId) });
  try {
    await Message.delete({ firmId, conversationId, lane: m.lane, sent_at: m.sent_at, messageId })
      .where((a, op) => op.exists(a.messageId))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
  // Scheduled messages are the firm's only: their firm members' open screens refetch (best effort).
  const { data: members } = await ConversationMember.query
    .byConversation({ firmId, conversationId })
    .go({ pages: 'all' });
  const event = {
    type: 'conversationChanged' as const,
    conversation_id: conversationId,
    change: 'scheduled_deleted' as const,
    message_id: messageId,
    message_thread_id: m.message_thread_id ?? null,
  };
  const sent = await Promise.allSettled(
    members.filter((x) => x.is_firm_user).map((x) => publishToUser(firmId, x.userId, event)),
  );
  if (sent.some((r) => r.status === 'rejected'))
    log('warn', 'conversationChanged publish failed', { firmId, conversationId });
  return true;
}
