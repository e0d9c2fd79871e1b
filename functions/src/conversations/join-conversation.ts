import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { recordActivity } from '../platform/activity';
import { Conflict } from '../platform/errors';
import { openConversation } from './access';
import { canAddSelf } from './rules';
import * as store from './store';
import { announceChange } from './announce';

/** Add yourself: a firm user joins a conversation they are not in. */
export const joinConversation = handle(conversationRoutes.joinConversation, async (ctx) => {
  const { caller } = ctx;
  const { conversation } = await openConversation(caller, ctx.input.conversation_id);
  if (
    !canAddSelf(caller, {
      advisor_ids: conversation.advisor_ids ?? [],
      relevant_company_ids: conversation.relevant_company_ids ?? [],
    })
  ) {
    throw new Conflict(
      (conversation.advisor_ids ?? []).includes(caller.userId)
        ? 'You are already in this conversation'
        : conversationText.archivedBanner,
    );
  }
  await store.changeAdvisors(
    conversation,
    [...(conversation.advisor_ids ?? []), caller.userId],
    new Date().toISOString(),
  );
  const members = await store.listMembers(caller.firmId, conversation.conversationId);
  await announceChange(
    caller.firmId,
    members.map((m) => m.userId),
    { conversation_id: conversation.conversationId, change: 'participants_changed' },
  );
  await recordActivity({
    firmId: caller.firmId,
    action: 'conversation_joined',
    title: 'Joined a conversation',
    actorUserId: caller.userId,
    userId: caller.userId,
    companyId: conversation.relevant_company_ids?.[0],
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'Added to the conversation' };
});
