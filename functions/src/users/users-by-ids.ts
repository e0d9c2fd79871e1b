/**
 * GET /v2/users/by_ids?ids[]=... (FA §7.2; at most 100): the caller's firm's people by id, in the order asked, as
 * the directory lists them. Ids of nobody, of another firm, of the deleted or (for group-limited staff) of clients
 * outside their group are left out, so nothing is said about them.
 */
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { mayReadUser } from './get-user';
import { clientRow } from './list-users';
import { getUsersByIds } from './store';

export const usersByIds = handle(userRoutes.usersByIds, async ({ caller, input }) => {
  const users = await getUsersByIds(caller.firmId, [...new Set(input.ids)]);
  return { users: users.filter((u) => mayReadUser(caller, u)).map((u) => clientRow(u)) };
});
