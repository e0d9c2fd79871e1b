import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import type { Handlers } from '../platform/handle';
import { getPreferredSignInMethod } from './get-preferred-sign-in-method';
import { getAuthMethods } from './get-auth-methods';
import { verifyPassword } from './verify-password';
import { exchangeForIdentityToken } from './exchange-for-identity-token';
import { verifyCode } from './verify-code';
import { changeLoginMethod, send2faLink, sendAuthLink, sendEmailCode, sendSmsCode } from './senders';
import { currentUser, logout, setSignInMethod } from './account';
import { createFirm } from './create-firm';

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
};
