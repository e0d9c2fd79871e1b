import { Unprocessable } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { sendSms, SmsFailed } from '../platform/adapters/sms';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import * as store from './store';
import { openChallenge } from './sign-in';
import { maskPhone, messages } from './rules';
import { userByUid } from './user-by-uid';
import { issueSignInCode } from './issue-sign-in-code';

/** POST /sessions/send_sms_verification_code: a single-use sign-in code by text, within the send limits. */
export const sendSmsCode = handle(sessionRoutes.sendSmsCode, async (ctx) => {
  const user = await userByUid(ctx.input.uid);
  const challenge = ctx.input.mfa_token ? await openChallenge(user, ctx.input.mfa_token) : null;
  if (!user.phone_number) throw new Unprocessable(messages.smsFailed, { phone: null });
  const { code, purpose } = await issueSignInCode(user, challenge);
  try {
    await sendSms({ to: user.phone_number, body: `Your sign-in code is ${code}. It expires in 10 minutes.` });
  } catch (e) {
    if (!(e instanceof SmsFailed)) throw e;
    await store.deleteVerificationCode(user.firmId, user.userId, purpose);
    await recordActivity({
      firmId: user.firmId,
      action: 'code_failed',
      title: 'SMS code failed to send',
      userId: user.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    throw new Unprocessable(messages.smsFailed, { phone: maskPhone(user.phone_number) });
  }
  await recordActivity({
    firmId: user.firmId,
    action: 'code_sent',
    title: 'Sign-in code texted',
    userId: user.userId,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { message: 'We texted you a 6-character code.' };
});
