import { metaRoutes } from '@ledgerline/shared/routes/meta';
import { handle } from '../platform/handle';
import { buildOpenApiDocument } from './openapi';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /openapi.json: built once per function instance from the route table. */
export const openApiDocument = handle(metaRoutes.openApiDocument, async () => (document ??= buildOpenApiDocument()));
