import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { recordActivity } from '../platform/activity';
import { Conflict, Forbidden, Invalid } from '../platform/errors';
import { openConversation } from './access';
import { canManageParticipants } from './rules';
import { moveConversationMessages } from './move-messages';
import * as store from './store';
import { announceChange } from './announce';

/**
 * Manage Participants. 'existing': when another conversation of the same entities and clients has exactly the
 * chosen firm users, this one's messages move into it and this one is archived (MD §4); otherwise this
 * conversation goes on with the new firm users. 'new': a new
 * conversation with them and the same clients and entities; this one is archived and read-only.
 */
export const updateConversation = handle(conversationRoutes.updateConversation, async (ctx) => {
  const { caller } = ctx;
  if (!canManageParticipants(caller)) throw new Forbidden('Only partner or full users can change participants');
  const { conversation } = await openConversation(caller, ctx.input.id);
  if ((conversation.relevant_company_ids ?? []).length === 0) throw new Conflict(conversationText.archivedBanner);
  const advisorIds = [...new Set(ctx.input.advisor_ids)];
  const staff = await store.getUsers(caller.firmId, advisorIds);
  const unknown = advisorIds.filter(
    (id) => !staff.get(id)?.is_advisor || staff.get(id)?.deleted_at || staff.get(id)?.paying === false,
  );
  if (unknown.length)
    throw new Invalid('Choose active firm users only', { advisor_ids: 'Choose active firm users only' });
  const now = new Date().toISOString();
  const before = (await store.listMembers(caller.firmId, conversation.conversationId)).map((m) => m.userId);
  // The existing conversation with exactly these people: this one's messages move there, and this one is archived.
  const target = ctx.input.mode === 'existing' ? await store.findSameParticipants(conversation, advisorIds) : null;
  // The old conversation's members see it archived; the replacement's members (its clients and the chosen firm
  // users) see it in their lists.
  const replacedBy = async (replacementId: string, title: string) => {
    await Promise.all([
      announceChange(caller.firmId, before, { conversation_id: conversation.conversationId, change: 'archived' }),
      announceChange(caller.firmId, [...advisorIds, ...(conversation.user_ids ?? [])], {
        conversation_id: replacementId,
        change: 'participants_changed',
      }),
    ]);
    await recordActivity({
      firmId: caller.firmId,
      action: 'conversation_replaced',
      title,
      actorUserId: caller.userId,
      companyId: conversation.relevant_company_ids?.[0],
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  };
  if (target) {
    await store.archiveConversation(conversation, target.conversationId);
    await moveConversationMessages(caller.firmId, conversation.conversationId, target.conversationId);
    await replacedBy(target.conversationId, 'Messages moved to the existing conversation');
    return { id: target.conversationId, message: 'Messages moved to the existing conversation' };
  }
  if (ctx.input.mode === 'existing') {
    await store.changeAdvisors(conversation, advisorIds, now);
    // Everyone who was or now is a member: a removed firm user's open screen changes too.
    await announceChange(caller.firmId, [...before, ...advisorIds], {
      conversation_id: conversation.conversationId,
      change: 'participants_changed',
    });
    await recordActivity({
      firmId: caller.firmId,
      action: 'participants_changed',
      title: 'Participants changed',
      actorUserId: caller.userId,
      companyId: conversation.relevant_company_ids?.[0],
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return { id: conversation.conversationId, message: 'Participants updated' };
  }
  const next = await store.createConversation({
    firmId: caller.firmId,
    advisorIds,
    userIds: conversation.user_ids ?? [],
    companyIds: conversation.relevant_company_ids ?? [],
  });
  await store.archiveConversation(conversation, next.conversationId);
  await replacedBy(next.conversationId, 'New conversation started with different participants');
  return { id: next.conversationId, message: 'A new conversation was started' };
});
