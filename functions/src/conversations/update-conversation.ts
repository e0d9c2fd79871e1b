import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { recordActivity } from '../platform/activity';
import { Conflict, Forbidden, Invalid } from '../platform/errors';
import { openConversation } from './access';
import { canManageParticipants } from './rules';
import * as store from './store';

/**
 * Manage Participants. 'existing': this conversation goes on with the new firm users. 'new': a new
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
  if (ctx.input.mode === 'existing') {
    await store.changeAdvisors(conversation, advisorIds, now);
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
  await recordActivity({
    firmId: caller.firmId,
    action: 'conversation_replaced',
    title: 'New conversation started with different participants',
    actorUserId: caller.userId,
    companyId: conversation.relevant_company_ids?.[0],
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { id: next.conversationId, message: 'A new conversation was started' };
});
