import type { RouteDef } from '../routes';

export const metaRoutes: RouteDef[] = [
  { domain: 'meta', aws: [], method: 'GET', path: '/openapi.json', operation: 'openApiDocument', access: 'public', summary: 'This API described as OpenAPI 3.1, generated from the route table' },
];
