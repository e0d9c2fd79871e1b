import { Unauthorized } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { newVerificationCode } from '../platform/auth/secrets';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';
import * as mail from './mail';
import { countSend, firmPreferences, openChallenge } from './sign-in';
import { codeLifetimeSeconds, messages } from './rules';

/** POST /sessions/send_2fa_link: the second step's emailed link for a two-factor sign-in. */
export const send2faLink = handle(sessionRoutes.send2faLink, async (ctx) => {
  const user = await store.findUserByUid(ctx.input.uid);
  if (!user) throw new Unauthorized(messages.invalidCode);
  const challenge = await openChallenge(user, ctx.input.mfa_token);
  await countSend(user);
  const code = newVerificationCode();
  await store.putVerificationCode({
    firmId: user.firmId,
    userId: user.userId,
    purpose: 'mfa',
    code,
    challengeId: challenge.grantId,
    lifetimeSeconds: codeLifetimeSeconds,
  });
  const { name } = await firmPreferences(user.firmId);
  await mail.mailTwoFactor(
    user,
    name,
    code,
    mail.appLink('/signin', { two_factor_uid: user.uid, two_factor_code: code }),
  );
  await recordActivity({
    firmId: user.firmId,
    action: 'two_factor_sent',
    title: 'Two-factor code emailed',
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'We emailed you a two-factor code and secure link.' };
});
