import type { metaRoutes } from '@ledgerline/shared/routes/meta';
import type { Handlers } from '../platform/handle';
import { openApiDocument } from './open-api-document';
import { getGlobalAlert } from './global-alert';

/** Each meta route's handler, by the operation its declaration names. */
export const metaHandlers: Handlers<typeof metaRoutes> = {
  openApiDocument,
  getGlobalAlert,
};
