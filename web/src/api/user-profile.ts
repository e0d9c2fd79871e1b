/** GET /users/{id} (MD §7): a user as the screens show them, for the advisor preview of a client's dashboard. */
import type { CurrentUser } from './types';
import { api } from './client';

/** The same shape as the signed-in user's, without the firm (the previewing staff share it). */
export type UserProfile = Omit<CurrentUser, 'firm'>;

export const userProfilePath = '/users/';

export const userProfiles = {
  get: (id: string) => api.get<UserProfile>(`${userProfilePath}${encodeURIComponent(id)}`, { quiet: [404] }),
};
