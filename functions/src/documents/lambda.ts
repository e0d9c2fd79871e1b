import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { domainHandler } from '../platform/domain-handler';
import { documentHandlers } from './routes';

export const handler = domainHandler(documentRoutes, documentHandlers);
