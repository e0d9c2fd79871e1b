import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { sendNewMessage } from './send';

/** POST /conversations/send_message: now, or at a scheduled time. */
export const sendMessage = handle(conversationRoutes.sendMessage, async (ctx) => {
  const { caller } = ctx;
  const message = await sendNewMessage(ctx, caller, ctx.input);
  return { message };
});
