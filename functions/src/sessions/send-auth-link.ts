import { NotFound } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';
import * as mail from './mail';
import { countSend, firmPreferences } from './sign-in';
import { messages, safeRedirect, signInLinkLifetimeSeconds } from './rules';
import { userByUid } from './user-by-uid';

/** POST /sessions/send_auth_link: an emailed sign-in link, within the send limits. */
export const sendAuthLink = handle(sessionRoutes.sendAuthLink, async (ctx) => {
  const { uid, accountant_id: accountantId, redirect } = ctx.input;
  const user = await userByUid(uid);
  if (accountantId && accountantId !== user.firmId) throw new NotFound('user', messages.unknownEmail);
  await countSend(user);
  const grant = await store.issueGrant({
    firmId: user.firmId,
    userId: user.userId,
    kind: 'link',
    lifetimeSeconds: signInLinkLifetimeSeconds,
  });
  const { name } = await firmPreferences(user.firmId);
  await mail.mailSignInLink(
    user,
    name,
    mail.appLink('/signin', { auth_token: grant.token, redirect: safeRedirect(redirect) }),
  );
  await recordActivity({
    firmId: user.firmId,
    action: 'link_sent',
    title: 'Sign-in link emailed',
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'We emailed you a sign-in link.' };
});
