import { recordActivity } from '../platform/activity';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';

/** POST /sessions/logout: ends this session at once (its token is refused from the next call) and logs it. */
export const logout = handle(sessionRoutes.logout, async (ctx) => {
  const { caller } = ctx;
  await store.revokeSession(caller.firmId, caller.sessionId);
  await recordActivity({
    firmId: caller.firmId,
    action: 'signed_out',
    title: 'Signed out',
    userId: caller.userId,
    actorUserId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'Signed out' };
});
