import { recordActivity } from '../platform/activity';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as mail from './mail';
import { firmPreferences, openChallenge } from './sign-in';
import { userByUid } from './user-by-uid';
import { issueSignInCode } from './issue-sign-in-code';

/** POST /sessions/send_email_verification_code: a single-use sign-in code by email, within the send limits. */
export const sendEmailCode = handle(sessionRoutes.sendEmailCode, async (ctx) => {
  const user = await userByUid(ctx.input.uid);
  const challenge = ctx.input.mfa_token ? await openChallenge(user, ctx.input.mfa_token) : null;
  const { code } = await issueSignInCode(user, challenge);
  const { name } = await firmPreferences(user.firmId);
  await mail.mailSignInCode(user, name, code);
  await recordActivity({
    firmId: user.firmId,
    action: 'code_sent',
    title: 'Sign-in code emailed',
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'We emailed you a 6-character code.' };
});
