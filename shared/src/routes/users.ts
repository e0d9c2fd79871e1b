import { declareRoutes } from '../route';
import * as u from '../schemas/users';

export const userRoutes = declareRoutes('users', {
  listUsers: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/users',
    access: 'advisor',
    summary:
      'The client directory: paged, searchable, filtered by assigned firm user and group; rows_per_page -1 lists all (the mass email audience)',
    input: u.UserListQuery,
    output: u.UserList,
  },
  getUser: {
    aws: ['table'],
    method: 'GET',
    path: '/users/{id}',
    access: 'authenticated',
    summary:
      'A user as the screens show them (staff: the firm’s people, for the advisor preview; a client: themselves)',
    input: u.UserIdQuery,
    output: u.UserProfile,
  },
});
