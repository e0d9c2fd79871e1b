/**
 * POST /users/check_email_availability (FA §5.1, §7.2): whether an email is free for a new or edited client. When
 * it is taken in the caller's firm, `user` says by whom; another firm's address is only unavailable.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { emailHolder } from './email-owner';

export const checkEmailAvailability = handle(userRoutes.checkEmailAvailability, async ({ caller, input }) => {
  const holder = await emailHolder(caller, input.email);
  return { is_available: !holder, user: holder?.owner ?? null };
});
