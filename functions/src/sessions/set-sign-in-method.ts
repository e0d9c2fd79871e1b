import { Conflict, NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { hashPassword } from '../platform/auth/secrets';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';
import { messages } from './rules';
import { startSession } from './sign-in';

/**
 * Sets how the user signs in next time. A new password ends every session (other devices too) and
 * starts a fresh one here; the answer carries the new identity token either way.
 */
export const setSignInMethod = handle(sessionRoutes.setSignInMethod, async (ctx) => {
  const { caller, input } = ctx;
  const user = await store.getUser(caller.firmId, caller.userId);
  if (!user) throw new NotFound('user');
  const key = { firmId: caller.firmId, userId: caller.userId };
  if (input.sign_in_method === 'password') {
    await store.setUserFields(key, {
      password_hash: await hashPassword(input.new_password),
      preferred_sign_in_method: 'password',
      set_password_required: false,
    });
    await store.revokeSessionsOfUser(caller.firmId, caller.userId);
    await recordActivity({
      firmId: caller.firmId,
      action: 'password_changed',
      title: 'Password set',
      typeId: 1,
      userId: caller.userId,
      actorUserId: caller.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    const fresh = await store.getUser(caller.firmId, caller.userId);
    return startSession(ctx, fresh!, 'new password');
  }
  if (input.sign_in_method === 'sms') {
    await store.setUserFields(key, {
      phone_number: input.phone_number,
      preferred_sign_in_method: 'sms',
      set_password_required: false,
    });
  } else if (input.email !== user.email) {
    await store.changeEmail(user, input.email, () => new Conflict(messages.emailTaken));
  } else {
    await store.setUserFields(key, { preferred_sign_in_method: 'email', set_password_required: false });
  }
  await recordActivity({
    firmId: caller.firmId,
    action: 'sign_in_method_changed',
    title: 'Sign-in method changed',
    description: `Now: ${input.sign_in_method}`,
    typeId: 1,
    userId: caller.userId,
    actorUserId: caller.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  // A fresh session either way, so the answer always carries both tokens.
  await store.revokeSession(caller.firmId, caller.sessionId);
  const fresh = await store.getUser(caller.firmId, caller.userId);
  return startSession(ctx, fresh!, input.sign_in_method);
});
