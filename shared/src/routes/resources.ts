import { declareRoutes } from '../route';
import { CreateFirmInput } from '../schemas/users';
import { Message } from '../schemas/sessions';

export const resourceRoutes = declareRoutes('resources', {
  createFirm: {
    aws: ['table', 'secrets', 'mail'],
    method: 'POST',
    path: '/resources/create_firm',
    access: 'public',
    summary: 'Create a firm with its first partner, who gets a sign-in link',
    input: CreateFirmInput,
    output: Message,
  },
});
