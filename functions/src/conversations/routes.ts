import type { ConversationListQuery, ConversationQuery, SendMessageInput } from '@ledgerline/shared/schemas/conversations';
import { conversationText } from '@ledgerline/shared/conversations';
import type { Operations, RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { recordActivity } from '../platform/activity';
import { Conflict } from '../platform/errors';
import { openCompany, openConversation } from './access';
import { sendMessage } from './send';
import { manageOperations } from './manage';
import { downloadAttachment } from './attachments';
import { exportConversation, exportConversationAsPdf } from './export';
import { messageView } from './views';
import * as store from './store';
import { filteredInbox, summaries } from './summaries';
import { findConversations } from './search';
import { isGroupLimited } from '../platform/firm-groups';
import { generateResponse } from './generate-response';

/**
 * GET /v2/conversations. Staff: every conversation of the firm (Show All), a selected entity's, or their
 * own unread ones (Show Unread). Clients: their own conversations, optionally for one entity.
 */
async function listConversations(ctx: RequestContext<ConversationListQuery>) {
  const caller = signedIn(ctx);
  const { company_id, show_unread, cursor, per_page } = ctx.input;
  if (company_id) await openCompany(caller, company_id);
  // Group-limited staff get their own conversations for Show All: the firm-wide list is not theirs to see.
  if (!caller.isAdvisor || show_unread || (isGroupLimited(caller) && !company_id)) {
    const { rows, next } = await filteredInbox(caller, per_page, cursor, (m) => (!show_unread || m.unseen > 0) && (!company_id || (m.relevant_company_ids ?? []).includes(company_id)));
    const conversations = await store.getConversations(caller.firmId, rows.map((r) => r.conversationId));
    return { conversations: await summaries(caller, conversations, new Map(rows.map((r) => [r.conversationId, r]))), next_cursor: next };
  }
  const page = company_id ? await store.listCompanyConversations(caller.firmId, company_id, per_page, cursor) : await store.listFirmConversations(caller.firmId, per_page, cursor);
  return { conversations: await summaries(caller, page.items), next_cursor: page.next };
}

/** GET /v2/conversations/{id}: the conversation with its latest page of messages (or the page before `before`). */
async function getConversation(ctx: RequestContext<ConversationQuery>) {
  const caller = signedIn(ctx);
  const { conversation, member } = await openConversation(caller, ctx.input.id);
  const { thread_id: threadId, per_page: perPage, before } = ctx.input;
  const [members, pane, scheduled, thread] = await Promise.all([
    store.listMembers(caller.firmId, conversation.conversationId),
    store.listPane(caller.firmId, conversation.conversationId, perPage, threadId ? undefined : before),
    store.listScheduled(caller.firmId, conversation.conversationId),
    threadId ? store.listThread(caller.firmId, conversation.conversationId, threadId, perPage, before) : null,
  ]);
  // Staff see every waiting message; a client only their own.
  const waiting = scheduled.items.filter((m) => caller.isAdvisor || m.user_id === caller.userId);
  const [summary] = await summaries(caller, [conversation], new Map([[conversation.conversationId, member]]));
  return {
    ...summary,
    messages: pane.items.map((m) => messageView(m, members)),
    scheduled_messages: waiting.map((m) => messageView(m, members)),
    previous_cursor: pane.next,
    ...(thread ? { thread: { id: threadId, replies: thread.items.map((m) => messageView(m, members)), previous_cursor: thread.next } } : {}),
  };
}

async function send(ctx: RequestContext<SendMessageInput>) {
  const message = await sendMessage(ctx, signedIn(ctx), ctx.input);
  return { message };
}

/** GET /conversations/update_conversation_as_seen: opening a conversation marks it seen for a participant. */
async function updateConversationAsSeen(ctx: RequestContext<{ conversation_id: string }>) {
  const caller = signedIn(ctx);
  const { conversation, member } = await openConversation(caller, ctx.input.conversation_id);
  if (member) await store.markSeen(caller.firmId, conversation.conversationId, caller.userId, new Date().toISOString());
  return { message: 'Updated' };
}

/** POST /conversations/mark_as_unseen: the last message counts as new again for the caller. */
async function markAsUnseen(ctx: RequestContext<{ id: string }>) {
  const caller = signedIn(ctx);
  const { conversation, member } = await openConversation(caller, ctx.input.id);
  if (!member) throw new Conflict(conversationText.notInConversation);
  await store.markUnseen(caller.firmId, conversation.conversationId, caller.userId, conversation.last_message_at);
  return { message: conversationText.markedUnseen };
}

/**
 * GET /conversations/get_client_conversation: the client's open conversation about an entity, started
 * with the entity's owners and the client's assigned firm user when there is none yet.
 */
async function getClientConversation(ctx: RequestContext<{ company_id: string }>) {
  const caller = signedIn(ctx);
  const company = await openCompany(caller, ctx.input.company_id);
  const recent = await store.listCompanyConversations(caller.firmId, company.companyId, 20);
  let conversation = recent.items.find((c) => (c.relevant_company_ids ?? []).length > 0 && (c.user_ids ?? []).includes(caller.userId));
  if (!conversation) {
    const owners = await store.ownersOfCompany(caller.firmId, company.companyId);
    const me = (await store.getUsers(caller.firmId, [caller.userId])).get(caller.userId);
    conversation = await store.createConversation({
      firmId: caller.firmId,
      advisorIds: me?.assigned_advisor_id ? [me.assigned_advisor_id] : [],
      userIds: [...new Set([caller.userId, ...owners])],
      companyIds: [company.companyId],
    });
    await recordActivity({ firmId: caller.firmId, action: 'conversation_created', title: 'Conversation started', description: company.name, userId: caller.userId, actorUserId: caller.userId, companyId: company.companyId, ip: ctx.ip, requestId: ctx.requestId });
  }
  const member = await store.getMember(caller.firmId, conversation.conversationId, caller.userId);
  const [summary] = await summaries(caller, [conversation], new Map([[conversation.conversationId, member]]));
  return { conversation: summary };
}

/** GET /conversations/company_conversations: an entity's conversations, for staff. */
async function companyConversations(ctx: RequestContext<{ company_id: string; cursor?: string; per_page?: number }>) {
  const caller = signedIn(ctx);
  const company = await openCompany(caller, ctx.input.company_id);
  const page = await store.listCompanyConversations(caller.firmId, company.companyId, ctx.input.per_page ?? 20, ctx.input.cursor);
  return { conversations: await summaries(caller, page.items), next_cursor: page.next };
}

export const conversationOperations: Operations = {
  ...manageOperations,
  listConversations,
  findConversations,
  generateResponse,
  getConversation,
  sendMessage: send,
  updateConversationAsSeen,
  markAsUnseen,
  getClientConversation,
  companyConversations,
  exportConversation,
  exportConversationAsPdf,
  downloadAttachment,
};
