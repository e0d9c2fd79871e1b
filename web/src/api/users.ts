/** The client directory calls (FA §7.2 GET /v2/users). Types come from the shared schemas (types only: no zod in the bundle). */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/users';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { api } from './client';

export type ClientRow = z.infer<typeof s.ClientRow>;
export type UserList = z.infer<typeof s.UserList>;
export type UserListQuery = Partial<z.input<typeof s.UserListQuery>>;

export const userListPath = userRoutes.listUsers.path;

/** MD §9: rows_per_page -1 lists all. */
export const allRows = -1;

export const users = {
  /** List failures only log (MD §8): the screens show an empty list. */
  list: (query: UserListQuery) => api.call(userRoutes.listUsers, query, { quiet: true }),
};
