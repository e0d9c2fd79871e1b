import { recordActivity } from '../platform/activity';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { countHit, isLimited } from '../platform/rate-limit';
import * as store from './store';
import * as mail from './mail';
import { countSend, firmPreferences } from './sign-in';
import { messages, resetLinkLifetimeSeconds, safeRedirect, addressLookupLimit } from './rules';

/** Forgot password and alternate sign-in. The answer is the same whether or not the email exists. */
export const changeLoginMethod = handle(sessionRoutes.changeLoginMethod, async (ctx) => {
  const { username: email, redirect } = ctx.input;
  const lookups = { key: `lookup:ip:${ctx.ip}`, ...addressLookupLimit };
  if ((await isLimited(lookups)).limited) return { message: messages.resetSent };
  await countHit(lookups);
  const user = await store.findUserByEmail(email);
  if (!user || !user.paying) return { message: messages.resetSent };
  await countSend(user);
  const grant = await store.issueGrant({
    firmId: user.firmId,
    userId: user.userId,
    kind: 'reset',
    lifetimeSeconds: resetLinkLifetimeSeconds,
  });
  const { name } = await firmPreferences(user.firmId);
  await mail.mailResetSignIn(
    user,
    name,
    mail.appLink('/set-sign-in-method', { auth_token: grant.token, redirect: safeRedirect(redirect) }),
  );
  await recordActivity({
    firmId: user.firmId,
    action: 'reset_link_sent',
    title: 'Sign-in method reset link emailed',
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: messages.resetSent };
});
