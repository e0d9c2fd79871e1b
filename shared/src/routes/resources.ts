import type { RouteDef } from '../routes';
import { CreateFirmInput } from '../schemas/users';
import { Message } from '../schemas/sessions';

export const resourceRoutes: RouteDef[] = [
  { domain: 'resources', aws: ['table', 'secrets', 'mail'], method: 'POST', path: '/resources/create_firm', operation: 'createFirm', access: 'public', summary: 'Create a firm with its first partner, who gets a sign-in link', input: CreateFirmInput, output: Message },
];
