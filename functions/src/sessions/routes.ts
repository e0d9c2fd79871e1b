import type { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import type { Handlers } from '../platform/handle';
import { getPreferredSignInMethod } from './get-preferred-sign-in-method';
import { getAuthMethods } from './get-auth-methods';
import { verifyPassword } from './verify-password';
import { exchangeForIdentityToken } from './exchange-for-identity-token';
import { verifyCode } from './verify-code';
import { sendEmailCode } from './send-email-code';
import { sendSmsCode } from './send-sms-code';
import { sendAuthLink } from './send-auth-link';
import { send2faLink } from './send-2fa-link';
import { changeLoginMethod } from './change-login-method';
import { currentUser } from './current-user';
import { logout } from './logout';
import { setSignInMethod } from './set-sign-in-method';
import { createFirm } from './create-firm';
import { firmSelfSignUp } from './firm-self-sign-up';
import { getSignUpFirm, getSignUpTemplate, templateSignUpLink } from './sign-up-resources';
import { firmSelfSignUpCreateQuestionnaire, getQuestionnaireIdByTemplate } from './template-questionnaire';
import { providerSignInUrl, signInProviders, signInWithProvider } from './sign-in-with-provider';

/** Each sessions route's handler, by the operation its declaration names. */
export const sessionHandlers: Handlers<typeof sessionRoutes> = {
  getPreferredSignInMethod,
  getAuthMethods,
  verifyPassword,
  exchangeForIdentityToken,
  currentUser,
  logout,
  sendSmsCode,
  sendEmailCode,
  verifyCode,
  sendAuthLink,
  send2faLink,
  changeLoginMethod,
  setSignInMethod,
  createFirm,
  firmSelfSignUp,
  getSignUpTemplate,
  getSignUpFirm,
  getQuestionnaireIdByTemplate,
  firmSelfSignUpCreateQuestionnaire,
  templateSignUpLink,
  signInProviders,
  providerSignInUrl,
  signInWithProvider,
};
