import { declareRoutes } from '../route';
import * as s from '../schemas/sessions';
import * as su from '../schemas/users';

const signIn = { aws: ['table', 'secrets'] } as const;
const withMail = { aws: ['table', 'secrets', 'mail'] } as const;

export const sessionRoutes = declareRoutes('sessions', {
  getPreferredSignInMethod: { ...signIn, method: 'GET', path: '/sessions/get_preferred_sign_in_method', access: 'public', summary: 'Look up how an email signs in', input: s.PreferredSignInMethodQuery, output: s.LoginUser },
  getAuthMethods: { ...signIn, method: 'GET', path: '/sessions/get_auth_methods', access: 'public', summary: 'Masked email and phone a user can receive codes at', input: s.AuthMethodsQuery, output: s.AuthMethods },
  verifyPassword: { ...signIn, method: 'POST', path: '/sessions/verify_password_for_firebase_token', access: 'public', summary: 'Sign in with a password', input: s.VerifyPasswordInput, output: s.SignInResult },
  exchangeForIdentityToken: { ...signIn, method: 'POST', path: '/sessions/exchange_for_firebase_token', access: 'public', summary: 'Exchange an auth token or a refresh token for an identity token', input: s.ExchangeInput, output: s.SignInResult },
  currentUser: { ...signIn, method: 'GET', path: '/sessions/current_user', access: 'authenticated', readsOnly: true, summary: 'The signed-in user, their firm and entities', output: su.CurrentUser },
  logout: { ...signIn, method: 'POST', path: '/sessions/logout', access: 'authenticated', summary: 'End this session everywhere it is used', output: s.Message },
  sendSmsCode: { aws: ['table', 'secrets', 'sms'], method: 'POST', path: '/sessions/send_sms_verification_code', access: 'public', summary: 'Text a 6-character sign-in code', input: s.SendCodeInput, output: s.Message },
  sendEmailCode: { ...withMail, method: 'POST', path: '/sessions/send_email_verification_code', access: 'public', summary: 'Email a 6-character sign-in code', input: s.SendCodeInput, output: s.Message },
  verifyCode: { ...signIn, method: 'POST', path: '/sessions/verify_verification_code', access: 'public', summary: 'Check a sign-in or two-factor code', input: s.VerifyCodeInput, output: s.AuthTokenResult },
  sendAuthLink: { ...withMail, method: 'POST', path: '/sessions/send_auth_link', access: 'public', summary: 'Email a sign-in link', input: s.SendAuthLinkInput, output: s.Message },
  send2faLink: { ...withMail, method: 'POST', path: '/sessions/send_2fa_link', access: 'public', summary: 'Email a two-factor code and secure link', input: s.Send2faLinkInput, output: s.Message },
  // The sign-in method is the sessions domain's, though the spec names these calls under /users.
  changeLoginMethod: { aws: ['table', 'secrets', 'mail'], method: 'POST', path: '/users/change_login_method', access: 'public', summary: 'Email a link to reset the sign-in method (forgot password, alternate sign-in)', input: su.ChangeLoginMethodInput, output: s.Message },
  setSignInMethod: { aws: ['table', 'secrets'], method: 'POST', path: '/users/set_sign_in_method', access: 'authenticated', summary: 'Choose password, email or SMS sign-in', input: su.SetSignInMethodInput, output: s.SessionTokens },
});
