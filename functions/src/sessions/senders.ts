import { NotFound, Unauthorized, Unprocessable } from '../platform/errors';
import { recordActivity } from '../platform/activity';
import { newVerificationCode } from '../platform/auth/secrets';
import { sendSms, SmsFailed } from '../platform/adapters/sms';
import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { countHit, isLimited } from '../platform/rate-limit';
import * as store from './store';
import * as mail from './mail';
import { assertActive, countSend, firmPreferences, openChallenge } from './sign-in';
import {
  codeLifetimeSeconds,
  maskPhone,
  messages,
  resetLinkLifetimeSeconds,
  safeRedirect,
  signInLinkLifetimeSeconds,
  addressLookupLimit,
} from './rules';

/** The user a pre-sign-in call names by uid; unknown uids look like any other failure. */
async function userByUid(uid: string) {
  const user = await store.findUserByUid(uid);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  assertActive(user);
  return user;
}

export const sendEmailCode = handle(sessionRoutes.sendEmailCode, async (ctx) => {
  const user = await userByUid(ctx.input.uid);
  const challenge = ctx.input.mfa_token ? await openChallenge(user, ctx.input.mfa_token) : null;
  await countSend(user);
  const code = newVerificationCode();
  const purpose = challenge ? 'mfa' : 'signin';
  await store.putVerificationCode({
    firmId: user.firmId,
    userId: user.userId,
    purpose,
    code,
    challengeId: challenge?.grantId,
    lifetimeSeconds: codeLifetimeSeconds,
  });
  const { name } = await firmPreferences(user.firmId);
  await mail.mailSignInCode(user.email, name, code);
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

export const sendSmsCode = handle(sessionRoutes.sendSmsCode, async (ctx) => {
  const user = await userByUid(ctx.input.uid);
  const challenge = ctx.input.mfa_token ? await openChallenge(user, ctx.input.mfa_token) : null;
  if (!user.phone_number) throw new Unprocessable(messages.smsFailed, { phone: null });
  await countSend(user);
  const code = newVerificationCode();
  const purpose = challenge ? 'mfa' : 'signin';
  await store.putVerificationCode({
    firmId: user.firmId,
    userId: user.userId,
    purpose,
    code,
    challengeId: challenge?.grantId,
    lifetimeSeconds: codeLifetimeSeconds,
  });
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
    user.email,
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
    user.email,
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
    user.email,
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
