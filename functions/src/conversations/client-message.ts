/**
 * What a client's message sets off besides delivery: the firm users it concerns are notified (MD §3
 * Notification; FA §2.5, §5.5), and each member who is out of office answers with their message, once per
 * conversation per out-of-office period (MD §3 advisor_out_of_office_message).
 */
import { displayName } from '@ledgerline/shared/person-name';
import { isAway } from '@ledgerline/shared/out-of-office';
import { notificationText, notificationType } from '@ledgerline/shared/notifications';
import type { ConversationItem } from '../platform/data/entities/conversation';
import type { ConversationMemberItem } from '../platform/data/entities/conversation-member';
import type { MessageItem } from '../platform/data/entities/message';
import type { UserItem } from '../platform/data/entities/user';
import { paneLane } from '../platform/data/entities/message';
import { once } from '../platform/once';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { announceMessage } from './announce';
import * as store from './store';

export async function afterClientMessage(
  conversation: ConversationItem,
  members: ConversationMemberItem[],
  message: MessageItem,
  now = new Date(),
): Promise<void> {
  const { firmId, conversationId } = conversation;
  const firmMemberIds = members.filter((m) => m.is_firm_user).map((m) => m.userId);
  const companyId = conversation.relevant_company_ids?.[0];
  // The conversation's firm users, and whoever the entity's notifications reach (its primary owner's assigned firm
  // user above all); with no entity, the client's assigned firm user. Read side by side with the names.
  const [users, company, entityStaff] = await Promise.all([
    store.getUsers(firmId, [...firmMemberIds, message.user_id]),
    companyId ? store.getCompany(firmId, companyId) : Promise.resolve(null),
    staffToNotify(
      firmId,
      companyId ? { companyId } : { clientUserId: message.user_id },
      notificationType.message,
    ).catch((e: Error) => {
      log('error', 'message recipients failed', { firmId, conversationId, error: e.message });
      return [] as string[];
    }),
  ]);
  const sender = users.get(message.user_id);
  const recipients = [...new Set([...firmMemberIds, ...entityStaff])];
  const senderName = displayName(sender) || message.user_name || 'A client';
  await Promise.all([
    recipients.length
      ? notifyUsers(
          firmId,
          recipients,
          {
            text: notificationText.newMessage(senderName),
            client_name: company?.name ?? senderName,
            link: company ? `/admin/${company.hash_id}/messages/${conversationId}` : '/messages',
            type: notificationType.message,
            company_id: company?.companyId ?? null,
          },
          now,
        ).catch((e: Error) => log('error', 'message notification failed', { firmId, conversationId, error: e.message }))
      : null,
    autoReplies(
      conversation,
      members,
      firmMemberIds.map((id) => users.get(id)).filter((u): u is UserItem => u !== undefined),
      now,
    ),
  ]);
}

async function autoReplies(
  conversation: ConversationItem,
  members: ConversationMemberItem[],
  firmUsers: UserItem[],
  now: Date,
) {
  const { firmId, conversationId } = conversation;
  for (const advisor of firmUsers.filter((u) => isAway(u, now) && u.out_of_office_message)) {
    const key = `ooo:${conversationId}:${advisor.userId}:${advisor.out_of_office_period ?? advisor.out_of_office_start ?? 'on'}`;
    await once(firmId, key, async () => {
      const reply = await store.deliverMessage(
        {
          firmId,
          conversationId,
          lane: paneLane,
          sentAt: new Date(Math.max(now.getTime(), Date.now()) + 1).toISOString(),
          text: advisor.out_of_office_message!,
          userId: advisor.userId,
          userName: displayName(advisor),
          isFirmUser: true,
          tag: 'general',
          hasReminder: false,
          isAutoReply: true,
        },
        { members, companyIds: conversation.relevant_company_ids ?? [] },
      );
      await announceMessage(
        firmId,
        members.map((m) => m.userId),
        { conversation_id: conversationId, message_id: reply.messageId, message_thread_id: null },
      );
    }).catch((e: Error) =>
      log('error', 'out-of-office reply failed', {
        firmId,
        conversationId,
        advisorId: advisor.userId,
        error: e.message,
      }),
    );
  }
}
