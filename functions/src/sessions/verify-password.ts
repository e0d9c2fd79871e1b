import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { signInWithPassword } from './sign-in';

/** POST /sessions/verify_password_for_firebase_token: password sign-in, the first factor. */
export const verifyPassword = handle(sessionRoutes.verifyPassword, (ctx) =>
  signInWithPassword(ctx, ctx.input.username, ctx.input.password),
);
