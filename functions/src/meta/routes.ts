import type { metaRoutes } from '@ledgerline/shared/routes/meta';
import type { Handlers } from '../platform/handle';
import { openApiDocument } from './open-api-document';

/** Each meta route's handler, by the operation its declaration names. */
export const metaHandlers: Handlers<typeof metaRoutes> = {
  openApiDocument,
};
