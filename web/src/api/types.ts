/** Response shapes the SPA reads, from the shared schemas and route declarations (types only: no zod in the bundle). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/sessions';
import type * as u from '@ledgerline/shared/schemas/users';
import type { OutputOf } from '@ledgerline/shared/route';
import type { sessionRoutes } from '@ledgerline/shared/routes/sessions';

export type LoginUser = z.infer<typeof s.LoginUser>;
export type AuthMethods = z.infer<typeof s.AuthMethods>;
export type AuthMethod = AuthMethods['methods'][number];
export type SessionTokens = z.infer<typeof s.SessionTokens>;
export type SecondFactorRequired = z.infer<typeof s.SecondFactorRequired>;
export type SignInResult = z.infer<typeof s.SignInResult>;
export type AuthTokenResult = z.infer<typeof s.AuthTokenResult>;
export type MessageResult = z.infer<typeof s.Message>;

export function needsSecondFactor(r: unknown): r is SecondFactorRequired {
  return Boolean(r && typeof r === 'object' && (r as { two_factor_required?: unknown }).two_factor_required === true);
}

export function isSessionTokens(r: unknown): r is SessionTokens {
  return Boolean(r && typeof r === 'object' && typeof (r as { firebase_token?: unknown }).firebase_token === 'string');
}

/** FA §3.4 preference flags the SPA reads (the firm may send more). */
export type FirmPreferences = z.infer<typeof u.FirmPreferences>;
export type FirmTheme = z.infer<typeof u.FirmTheme>;

/** GET /sessions/current_user: the signed-in user, their firm and the entities they may open. */
export type CurrentUser = OutputOf<typeof sessionRoutes.currentUser>;
export type CurrentUserInfo = CurrentUser['user'];
export type Firm = CurrentUser['firm'];
export type Company = CurrentUser['companies'][number];
