import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { recordActivity } from '../platform/activity';
import { openCompany } from './access';
import * as store from './store';
import { summaries } from './summaries';

/**
 * GET /conversations/get_client_conversation: the client's open conversation about an entity, started
 * with the entity's owners and the client's assigned firm user when there is none yet.
 */
export const getClientConversation = handle(conversationRoutes.getClientConversation, async (ctx) => {
  const { caller } = ctx;
  const company = await openCompany(caller, ctx.input.company_id);
  const recent = await store.listCompanyConversations(caller.firmId, company.companyId, 20);
  let conversation = recent.items.find(
    (c) => (c.relevant_company_ids ?? []).length > 0 && (c.user_ids ?? []).includes(caller.userId),
  );
  if (!conversation) {
    const owners = await store.ownerIdsOf(company);
    const me = (await store.getUsers(caller.firmId, [caller.userId])).get(caller.userId);
    conversation = await store.createConversation({
      firmId: caller.firmId,
      advisorIds: me?.assigned_advisor_id ? [me.assigned_advisor_id] : [],
      userIds: [...new Set([caller.userId, ...owners])],
      companyIds: [company.companyId],
    });
    await recordActivity({
      firmId: caller.firmId,
      action: 'conversation_created',
      title: 'Conversation started',
      description: company.name,
      userId: caller.userId,
      actorUserId: caller.userId,
      companyId: company.companyId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
  }
  const member = await store.getMember(caller.firmId, conversation.conversationId, caller.userId);
  const [summary] = await summaries(caller, [conversation], new Map([[conversation.conversationId, member]]));
  return { conversation: summary };
});
