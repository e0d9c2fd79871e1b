import { userRoutes } from '@ledgerline/shared/routes/users';
import type { Handlers } from '../platform/handle';
import { listUsers } from './list-users';
import { getUser } from './get-user';

/** Each users route's handler, by the operation its declaration names. */
export const userHandlers: Handlers<typeof userRoutes> = {
  listUsers,
  getUser,
};
