import * as z from 'zod';
import { declareRoutes } from '../route';

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
});
