import * as z from 'zod';
import { declareRoutes } from '../route';
import { GlobalAlert } from '../schemas/profile';

const OpenApiDocument = z.record(z.string(), z.unknown());

export const metaRoutes = declareRoutes('meta', {
  openApiDocument: {
    aws: [] as const,
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    summary: 'This API described as OpenAPI 3.1, generated from the route table',
    output: OpenApiDocument,
  },
  // FA §7.5: the platform's global alert (set by whoever runs the deployment: `npm run alert`), for every screen.
  getGlobalAlert: {
    aws: ['table'] as const,
    method: 'GET',
    path: '/global_alert',
    access: 'public',
    readsOnly: true,
    summary: 'The platform-wide alert every screen shows at its top: show and text',
    output: GlobalAlert,
  },
});
