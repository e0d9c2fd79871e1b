/**
 * GET /users/{id} (MD §7, FA §7.2): a user as the screens show them, for the advisor preview of a client's
 * dashboard. Staff read the people of their firm (group-limited staff: their group's clients and the firm's
 * staff); a client reads only themselves. Anyone else is as missing as an id that does not exist.
 */
import type { Caller } from '@ledgerline/shared/access';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { NotFound } from '../platform/errors';
import { getUser as readUser } from './store';
import { isGroupLimited } from '../platform/firm-groups';
import { userViewFor } from './user-view';

export function mayReadUser(
  caller: Pick<Caller, 'userId' | 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  user: { userId: string; is_advisor?: boolean; firm_group_id?: string; deleted_at?: string },
): boolean {
  if (user.deleted_at) return false;
  if (!caller.isAdvisor) return user.userId === caller.userId;
  if (user.is_advisor || !isGroupLimited(caller)) return true;
  return Boolean(caller.firmGroupId) && user.firm_group_id === caller.firmGroupId;
}

export const getUser = handle(userRoutes.getUser, async (ctx) => {
  const { caller } = ctx;
  const user = await readUser(caller.firmId, ctx.input.id);
  if (!user || !mayReadUser(caller, user)) throw new NotFound('user', 'User not found');
  return userViewFor(caller, user);
});
