import type { RouteDef } from '../routes';
import * as s from '../schemas/sessions';

const signIn = { domain: 'sessions', aws: ['table', 'secrets'] } as const;
const withMail = { domain: 'sessions', aws: ['table', 'secrets', 'mail'] } as const;

export const sessionRoutes: RouteDef[] = [
  { ...signIn, method: 'GET', path: '/sessions/get_preferred_sign_in_method', operation: 'getPreferredSignInMethod', access: 'public', summary: 'Look up how an email signs in', input: s.PreferredSignInMethodQuery, output: s.LoginUser },
  { ...signIn, method: 'GET', path: '/sessions/get_auth_methods', operation: 'getAuthMethods', access: 'public', summary: 'Masked email and phone a user can receive codes at', input: s.AuthMethodsQuery, output: s.AuthMethods },
  { ...signIn, method: 'POST', path: '/sessions/verify_password_for_firebase_token', operation: 'verifyPassword', access: 'public', summary: 'Sign in with a password', input: s.VerifyPasswordInput, output: s.SignInResult },
  { ...signIn, method: 'POST', path: '/sessions/exchange_for_firebase_token', operation: 'exchangeForIdentityToken', access: 'public', summary: 'Exchange an auth token or a refresh token for an identity token', input: s.ExchangeInput, output: s.SignInResult },
  { ...signIn, method: 'GET', path: '/sessions/current_user', operation: 'currentUser', access: 'authenticated', summary: 'The signed-in user, their firm and entities' },
  { ...signIn, method: 'POST', path: '/sessions/logout', operation: 'logout', access: 'authenticated', summary: 'End this session everywhere it is used', output: s.Message },
  { domain: 'sessions', aws: ['table', 'secrets', 'sms'], method: 'POST', path: '/sessions/send_sms_verification_code', operation: 'sendSmsCode', access: 'public', summary: 'Text a 6-character sign-in code', input: s.SendCodeInput, output: s.Message },
  { ...withMail, method: 'POST', path: '/sessions/send_email_verification_code', operation: 'sendEmailCode', access: 'public', summary: 'Email a 6-character sign-in code', input: s.SendCodeInput, output: s.Message },
  { ...signIn, method: 'POST', path: '/sessions/verify_verification_code', operation: 'verifyCode', access: 'public', summary: 'Check a sign-in or two-factor code', input: s.VerifyCodeInput, output: s.AuthTokenResult },
  { ...withMail, method: 'POST', path: '/sessions/send_auth_link', operation: 'sendAuthLink', access: 'public', summary: 'Email a sign-in link', input: s.SendAuthLinkInput, output: s.Message },
  { ...withMail, method: 'POST', path: '/sessions/send_2fa_link', operation: 'send2faLink', access: 'public', summary: 'Email a two-factor code and secure link', input: s.Send2faLinkInput, output: s.Message },
];
