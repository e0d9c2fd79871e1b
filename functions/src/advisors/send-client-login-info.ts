/**
 * POST /advisors/send_client_login_info {user_ids} (FA §7.3) and POST /users/send_client_login_info {userIds}
 * (QD §7 names the same call so; routes.tsv keeps both): client-login-info.ts.
 */
import type { Caller } from '@ledgerline/shared/access';
import { advisorRoutes } from '@ledgerline/shared/routes/advisors';
import type { RequestContext } from '../platform/http';
import { handle } from '../platform/handle';
import { recordActivity } from '../platform/activity';
import { sendClientLoginInfo as send } from './client-login-info';

async function sendAndLog(ctx: RequestContext, caller: Caller, userIds: string[]) {
  const result = await send(caller, userIds);
  await recordActivity({
    firmId: caller.firmId,
    action: 'link_sent',
    title: 'Client sign-in information sent',
    description: `${result.sent} sent, ${result.skipped} skipped${result.task_id ? ' (queued)' : ''}`,
    actorUserId: caller.userId,
    userId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return result;
}

export const sendClientLoginInfo = handle(advisorRoutes.sendClientLoginInfo, (ctx) =>
  sendAndLog(ctx, ctx.caller, ctx.input.user_ids),
);

export const sendClientLoginInfoForUsers = handle(advisorRoutes.sendClientLoginInfoForUsers, (ctx) =>
  sendAndLog(ctx, ctx.caller, ctx.input.userIds),
);
