import type { documentRoutes } from '@ledgerline/shared/routes/documents';
import type { Handlers } from '../platform/handle';
import { getTemporaryUploadLink } from './get-temporary-upload-link';
import { processDocument } from './process-document';

/** Each documents route's handler, by the operation its declaration names. */
export const documentHandlers: Handlers<typeof documentRoutes> = { getTemporaryUploadLink, processDocument };
