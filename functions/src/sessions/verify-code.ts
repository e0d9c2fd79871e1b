import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { verifyCode as checkCode } from './sign-in';

/** POST /sessions/verify_verification_code: a sign-in or two-factor code. */
export const verifyCode = handle(sessionRoutes.verifyCode, (ctx) =>
  checkCode(ctx, ctx.input.uid, ctx.input.verification_code, ctx.input.mfa_token),
);
