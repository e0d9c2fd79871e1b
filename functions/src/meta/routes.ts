import type { Operations } from '../platform/http';
import { buildOpenApiDocument } from './openapi';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const metaOperations: Operations = {
  openApiDocument: async () => (document ??= buildOpenApiDocument()),
};
