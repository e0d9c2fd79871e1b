import type { Caller } from '@ledgerline/shared/access';
import { recordActivity } from '../platform/activity';
import { messageExcerpt } from './excerpt';
import { Conflict, Forbidden, NotFound } from '../platform/errors';
import type { RequestContext } from '../platform/http';
import { scheduledLane, type MessageItem } from '../platform/data/entities/message';
import { openConversation } from './access';
import { assertCanSend } from './send';
import * as store from './store';

export { scheduledDueId } from '../platform/data/entities/message';

/** The caller's own message in a conversation they may still write in. */
export async function ownMessage(caller: Caller, messageId: string): Promise<MessageItem> {
  const message = await store.findMessage(caller.firmId, messageId);
  if (!message) throw new NotFound('message', 'Message not found');
  const { conversation, member } = await openConversation(caller, message.conversationId);
  if (message.user_id !== caller.userId) throw new Forbidden('Only the author can change a message');
  if (message.is_log) throw new Forbidden('Log entries cannot be changed');
  await assertCanSend(caller, conversation, Boolean(member));
  return message;
}

export async function logMessageChange(
  ctx: RequestContext,
  caller: Caller,
  m: MessageItem,
  action: string,
  title: string,
) {
  await recordActivity({
    firmId: caller.firmId,
    action,
    title,
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
    description: messageExcerpt(m.text),
    companyId: (await store.getConversation(caller.firmId, m.conversationId))?.relevant_company_ids?.[0],
  });
}

export async function waitingMessage(caller: Caller, messageId: string): Promise<MessageItem> {
  const message = await ownMessage(caller, messageId);
  if (message.lane !== scheduledLane) throw new Conflict('This message was already sent');
  return message;
}
