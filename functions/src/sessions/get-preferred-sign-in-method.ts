import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { NotFound, TooMany } from '../platform/errors';
import { countHit, isLimited } from '../platform/rate-limit';
import * as store from './store';
import { addressLookupLimit, messages } from './rules';

/** The email lookup that starts every sign-in; limited per address so it can't be used to harvest accounts. */
export const getPreferredSignInMethod = handle(sessionRoutes.getPreferredSignInMethod, async (ctx) => {
  const lookups = { key: `lookup:ip:${ctx.ip}`, ...addressLookupLimit };
  const { limited, retryAfter } = await isLimited(lookups);
  if (limited) throw new TooMany(messages.tooManyLookups, retryAfter);
  await countHit(lookups);
  const user = await store.findUserByEmail(ctx.input.username);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  return {
    uid: user.uid,
    accountant_id: user.firmId,
    preferred_sign_in_method:
      user.password_hash || user.preferred_sign_in_method !== 'password'
        ? (user.preferred_sign_in_method ?? 'link')
        : 'link',
    set_password_required: user.set_password_required ?? false,
  };
});
