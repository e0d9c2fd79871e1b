import { sessionRoutes } from '@ledgerline/shared/routes/sessions';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import * as store from './store';
import { maskEmail, maskPhone, messages } from './rules';

/** The masked email and phone a user can be sent a code at. */
export const getAuthMethods = handle(sessionRoutes.getAuthMethods, async (ctx) => {
  const user = await store.findUserByUid(ctx.input.uid);
  if (!user) throw new NotFound('user', messages.unknownEmail);
  const methods: { kind: 'email' | 'phone'; value: string }[] = [{ kind: 'email', value: maskEmail(user.email) }];
  if (user.phone_number) methods.push({ kind: 'phone', value: maskPhone(user.phone_number) });
  return { methods };
});
