import type { RouteDef } from '../routes';
import * as u from '../schemas/users';
import { Message, SessionTokens } from '../schemas/sessions';

export const userSignInRoutes: RouteDef[] = [
  { domain: 'sessions', aws: ['table', 'secrets', 'mail'], method: 'POST', path: '/users/change_login_method', operation: 'changeLoginMethod', access: 'public', summary: 'Email a link to reset the sign-in method (forgot password, alternate sign-in)', input: u.ChangeLoginMethodInput, output: Message },
  { domain: 'sessions', aws: ['table', 'secrets'], method: 'POST', path: '/users/set_sign_in_method', operation: 'setSignInMethod', access: 'authenticated', summary: 'Choose password, email or SMS sign-in', input: u.SetSignInMethodInput, output: SessionTokens },
  { domain: 'users', aws: ['table'], method: 'GET', path: '/v2/users', operation: 'listUsers', access: 'advisor', summary: 'The client directory: paged, searchable, filtered by assigned firm user and group; rows_per_page -1 lists all (the mass email audience)', input: u.UserListQuery, output: u.UserList },
  { domain: 'users', aws: ['table'], method: 'GET', path: '/users/{id}', operation: 'getUser', access: 'authenticated', summary: 'A user as the screens show them (staff: the firm’s people, for the advisor preview; a client: themselves)', input: u.UserIdQuery },
];
