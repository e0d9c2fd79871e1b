/** GET /users/{id} (MD §7): a user as the screens show them, for the advisor preview of a client's dashboard. */
import type { OutputOf } from '@ledgerline/shared/route';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { api } from './client';

/** The same shape as the signed-in user's, without the firm (the previewing staff share it). */
export type UserProfile = OutputOf<typeof userRoutes.getUser>;

export const userProfilePath = userRoutes.getUser.path;

export const userProfiles = {
  get: (id: string) => api.call(userRoutes.getUser, { id }, { quiet: [404] }),
};
