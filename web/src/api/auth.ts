/** The sign-in calls (FA §7.1), one function each; the screens decide what to show. */
import { api } from './client';
import type { AuthMethods, AuthTokenResult, LoginUser, MessageResult, SessionTokens, SignInResult } from './types';

const open = { auth: false } as const;

export const auth = {
  preferredMethod: (email: string) =>
    api.get<LoginUser>('/sessions/get_preferred_sign_in_method', { ...open, query: { username: email } }),
  authMethods: (uid: string) => api.get<AuthMethods>('/sessions/get_auth_methods', { ...open, query: { uid } }),
  verifyPassword: (username: string, password: string) =>
    api.post<SignInResult>('/sessions/verify_password_for_firebase_token', { username, password }, open),
  sendEmailCode: (uid: string) => api.post<MessageResult>('/sessions/send_email_verification_code', { uid }, open),
  sendSmsCode: (uid: string) =>
    api.post<MessageResult>('/sessions/send_sms_verification_code', { uid }, { ...open, quiet: [422] }),
  verifyCode: (uid: string, verification_code: string, mfa_token?: string) =>
    api.post<AuthTokenResult>('/sessions/verify_verification_code', { uid, verification_code, mfa_token }, { ...open, quiet: true }),
  sendAuthLink: (uid: string, accountant_id: string | undefined, redirect: string | null) =>
    api.post<MessageResult>('/sessions/send_auth_link', { uid, accountant_id, redirect: redirect ?? undefined }, open),
  send2faLink: (uid: string, mfa_token: string, redirect: string | null) =>
    api.post<MessageResult>('/sessions/send_2fa_link', { uid, mfa_token, redirect: redirect ?? undefined }, open),
  exchangeAuthToken: (auth_token: string) =>
    api.post<SessionTokens>('/sessions/exchange_for_firebase_token', { auth_token }, { ...open, quiet: [401] }),
  changeLoginMethod: (username: string, uid: string | undefined, redirect: string | null) =>
    api.post<MessageResult>('/users/change_login_method', { uid, username, redirect: redirect ?? undefined }, open),
  logout: (token: string) => api.post<MessageResult>('/sessions/logout', {}, { quiet: true, token }),
  setSignInMethod: (body: { sign_in_method: 'password' | 'email' | 'sms'; new_password?: string; phone_number?: string; email?: string }) =>
    api.post<SessionTokens | SignInResult>('/users/set_sign_in_method', body, { fieldErrors: true }),
  createFirm: (body: { email: string; firm_name: string; fname: string; lname: string }) =>
    api.post<MessageResult>('/resources/create_firm', body, { ...open, fieldErrors: true }),
};
