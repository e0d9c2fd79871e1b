import type { Operations, RequestContext } from '../platform/http';
import { signedIn } from '../platform/http';
import { NotFound, TooMany } from '../platform/errors';
import { countHit, isLimited } from '../platform/rate-limit';
import * as store from './store';
import { addressLookupLimit, maskEmail, maskPhone, messages } from './rules';
import { exchangeGrant, refreshIdentity, signInWithPassword, verifyCode } from './sign-in';
import { sendEmailCode, sendResetLink, sendSignInLink, sendSmsCode, sendTwoFactor } from './senders';
import { currentUser, logout, setSignInMethod } from './account';

/** The email lookup that starts every sign-in; limited per address so it can't be used to harvest accounts. */
async function getPreferredSignInMethod(ctx: RequestContext<{ username: string }>) {
  const lookups = { key: `lookup:ip:${ctx.ip}`, ...addressLookupLimit };
  const { limited, retryAfter } = await isLimited(lookups);
  if (limited) throw new TooMany(messages.tooManyLookups, retryAfter);
  await countHit(lookups);
  const user = await store.findUserByEmail(ctx.input.username);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  return {
    uid: user.uid,
    accountant_id: user.firmId,
    preferred_sign_in_method: user.password_hash || user.preferred_sign_in_method !== 'password' ? user.preferred_sign_in_method : 'link',
    set_password_required: user.set_password_required ?? false,
  };
}

async function getAuthMethods(ctx: RequestContext<{ uid: string }>) {
  const user = await store.findUserByUid(ctx.input.uid);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  const methods: { kind: 'email' | 'phone'; value: string }[] = [{ kind: 'email', value: maskEmail(user.email) }];
  if (user.phone_number) methods.push({ kind: 'phone', value: maskPhone(user.phone_number) });
  return { methods };
}

export const sessionOperations: Operations = {
  getPreferredSignInMethod,
  getAuthMethods,
  verifyPassword: (ctx: RequestContext<{ username: string; password: string }>) => signInWithPassword(ctx, ctx.input.username, ctx.input.password),
  exchangeForIdentityToken: (ctx: RequestContext<{ auth_token?: string; refresh_token?: string }>) =>
    ctx.input.auth_token ? exchangeGrant(ctx, ctx.input.auth_token) : refreshIdentity(ctx, ctx.input.refresh_token ?? ''),
  currentUser: (ctx) => currentUser(signedIn(ctx)),
  logout: (ctx) => logout(ctx, signedIn(ctx)),
  sendEmailCode: (ctx: RequestContext<{ uid: string; mfa_token?: string }>) => sendEmailCode(ctx, ctx.input.uid, ctx.input.mfa_token),
  sendSmsCode: (ctx: RequestContext<{ uid: string; mfa_token?: string }>) => sendSmsCode(ctx, ctx.input.uid, ctx.input.mfa_token),
  verifyCode: (ctx: RequestContext<{ uid: string; verification_code: string; mfa_token?: string }>) =>
    verifyCode(ctx, ctx.input.uid, ctx.input.verification_code, ctx.input.mfa_token),
  sendAuthLink: (ctx: RequestContext<{ uid: string; accountant_id?: string; redirect?: string }>) =>
    sendSignInLink(ctx, ctx.input.uid, ctx.input.accountant_id, ctx.input.redirect),
  send2faLink: (ctx: RequestContext<{ uid: string; mfa_token: string }>) => sendTwoFactor(ctx, ctx.input.uid, ctx.input.mfa_token),
  changeLoginMethod: (ctx: RequestContext<{ username: string; redirect?: string }>) => sendResetLink(ctx, ctx.input.username, ctx.input.redirect),
  setSignInMethod: (ctx: RequestContext<any>) => setSignInMethod(ctx, signedIn(ctx), ctx.input),
};
