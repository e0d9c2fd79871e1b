/** The sign-in calls (FA §7.1), one function each; the screens decide what to show. */
import type { BodyOf } from '@ledgerline/shared/route';

import { sessionRoutes as r } from '@ledgerline/shared/routes/sessions';
import { api } from './client';

const open = { auth: false } as const;

export const auth = {
  preferredMethod: (email: string) => api.call(r.getPreferredSignInMethod, { username: email }, open),
  authMethods: (uid: string) => api.call(r.getAuthMethods, { uid }, open),
  /** 401 and 429 are shown once on the page by the sign-in step, not toasted per press (FA §8.1). */
  verifyPassword: (username: string, password: string) =>
    api.call(r.verifyPassword, { username, password }, { ...open, quiet: [401, 429] }),
  sendEmailCode: (uid: string) => api.call(r.sendEmailCode, { uid }, open),
  sendSmsCode: (uid: string) => api.call(r.sendSmsCode, { uid }, { ...open, quiet: [422] }),
  verifyCode: (uid: string, verification_code: string, mfa_token?: string) =>
    api.call(r.verifyCode, { uid, verification_code, mfa_token }, { ...open, quiet: true }),
  sendAuthLink: (uid: string, accountant_id: string | undefined, redirect: string | null) =>
    api.call(r.sendAuthLink, { uid, accountant_id, redirect: redirect ?? undefined }, open),
  send2faLink: (uid: string, mfa_token: string, redirect: string | null) =>
    api.call(r.send2faLink, { uid, mfa_token, redirect: redirect ?? undefined }, open),
  exchangeAuthToken: (auth_token: string) =>
    api.call(r.exchangeForIdentityToken, { auth_token }, { ...open, quiet: [401] }),
  changeLoginMethod: (username: string, uid: string | undefined, redirect: string | null) =>
    api.call(r.changeLoginMethod, { uid, username, redirect: redirect ?? undefined }, open),
  logout: (token: string) => api.call(r.logout, {}, { quiet: true, token }),
  /** The screen sends the chosen method with the fields its step collected; the server checks which belong together. */
  setSignInMethod: (body: {
    sign_in_method: 'password' | 'email' | 'sms';
    new_password?: string;
    phone_number?: string;
    email?: string;
  }) => api.call(r.setSignInMethod, body as BodyOf<typeof r.setSignInMethod>, { fieldErrors: true }),
  createFirm: (body: { email: string; firm_name: string; fname: string; lname: string }) =>
    api.call(r.createFirm, body, { ...open, fieldErrors: true }),
};
