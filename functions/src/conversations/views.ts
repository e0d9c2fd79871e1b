/** What the screens receive: conversations and messages in the spec's field names (MD §3). */
import { displayName } from '@ledgerline/shared/person-name';
import type { ConversationItem } from '../platform/data/entities/conversation';
import type { ConversationMemberItem } from '../platform/data/entities/conversation-member';
import { scheduledLane, type MessageItem } from '../platform/data/entities/message';
import type { UserItem } from '../platform/data/entities/user';
import { conversationText } from '@ledgerline/shared/conversations';
import { isArchived } from './rules';
import { isAway } from '@ledgerline/shared/out-of-office';

/** MD §3: whether a firm user of the conversation is out of office now, and their message (the banner). */
function awayAdvisor(advisorIds: string[], users: Map<string, UserItem>, now: Date) {
  const away = advisorIds.map((id) => users.get(id)).find((u) => u && isAway(u, now));
  return {
    advisor_out_of_office: Boolean(away),
    advisor_out_of_office_message: away?.out_of_office_message ?? null,
    advisor_out_of_office_name: away ? displayName(away) : null,
  };
}

type LastMessage = { text: string; created_at: string; deleted?: boolean } | null;

export function conversationSummary(
  c: ConversationItem,
  me: { member: ConversationMemberItem | null | undefined },
  users: Map<string, UserItem>,
  companyHashes: Map<string, string>,
  now = new Date(),
) {
  const last = (c.last_message ?? null) as LastMessage;
  return {
    id: c.conversationId,
    advisor_ids: c.advisor_ids ?? [],
    advisor_names: (c.advisor_ids ?? []).map((id: string) => displayName(users.get(id))),
    user_ids: c.user_ids ?? [],
    client_names: (c.user_ids ?? []).map((id: string) => displayName(users.get(id))),
    relevant_company_ids: c.relevant_company_ids ?? [],
    relevant_company_hash_id: companyHashes.get((c.relevant_company_ids ?? [])[0] ?? '') ?? null,
    last_message: last
      ? { text: last.deleted ? conversationText.deletedMessage : last.text, created_at: last.created_at }
      : null,
    last_message_at: c.last_message_at,
    unseen_messages: me.member?.unseen ?? 0,
    archived: isArchived({ relevant_company_ids: c.relevant_company_ids ?? [] }),
    is_member: Boolean(me.member),
    ...awayAdvisor(c.advisor_ids ?? [], users, now),
  };
}

/** MD §2 scroll-to-unread-thread: the message's thread has a reply newer than when the member last opened it. */
export function hasUnreadThread(m: MessageItem, member: ConversationMemberItem | null | undefined): boolean {
  if (!member || !m.last_reply_at || (m.reply_count ?? 0) === 0) return false;
  const seen = ((member.thread_seen_at ?? {}) as Record<string, string>)[m.messageId] ?? '';
  return m.last_reply_at > seen;
}

/**
 * A message as the pane shows it. A deleted message keeps its place and reads 'This message was deleted';
 * unseen_user_ids are the members other than the sender who have not opened the conversation since.
 */
export function messageView(m: MessageItem, members: ConversationMemberItem[]) {
  const deleted = Boolean(m.deleted_at);
  const waiting = m.lane === scheduledLane;
  return {
    id: m.messageId,
    conversation_id: m.conversationId,
    text: deleted ? conversationText.deletedMessage : m.text,
    user_id: m.user_id,
    user_name: m.user_name ?? '',
    created_at: m.sent_at,
    is_firm_user: m.is_firm_user,
    scheduled: waiting,
    scheduled_time: m.scheduled_time ?? null,
    is_edited: m.is_edited ?? false,
    is_deleted: deleted,
    tag: m.tag ?? 'general',
    message_thread_id: m.message_thread_id ?? null,
    reply_count: m.reply_count ?? 0,
    unseen_user_ids: waiting
      ? []
      : members.filter((x) => x.userId !== m.user_id && (!x.seen_at || x.seen_at < m.sent_at)).map((x) => x.userId),
    is_log: m.is_log ?? false,
    has_reminder: m.has_reminder ?? false,
    is_auto_reply: m.is_auto_reply ?? false,
  };
}
