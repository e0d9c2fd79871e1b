import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { exchangeGrant, refreshIdentity } from './sign-in';

/** POST /sessions/exchange_for_firebase_token: an auth token (code, link, reset) or a refresh token for an identity token. */
export const exchangeForIdentityToken = handle(sessionRoutes.exchangeForIdentityToken, (ctx) =>
  ctx.input.auth_token ? exchangeGrant(ctx, ctx.input.auth_token) : refreshIdentity(ctx, ctx.input.refresh_token ?? ''),
);
