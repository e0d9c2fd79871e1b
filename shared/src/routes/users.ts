import type { RouteDef } from '../routes';
import * as u from '../schemas/users';
import { Message, SessionTokens } from '../schemas/sessions';

export const userSignInRoutes: RouteDef[] = [
  { domain: 'sessions', aws: ['table', 'secrets', 'mail'], method: 'POST', path: '/users/change_login_method', operation: 'changeLoginMethod', access: 'public', summary: 'Email a link to reset the sign-in method (forgot password, alternate sign-in)', input: u.ChangeLoginMethodInput, output: Message },
  { domain: 'sessions', aws: ['table', 'secrets'], method: 'POST', path: '/users/set_sign_in_method', operation: 'setSignInMethod', access: 'authenticated', summary: 'Choose password, email or SMS sign-in', input: u.SetSignInMethodInput, output: SessionTokens },
];
