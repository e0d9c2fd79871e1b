import { metaRoutes } from '@ledgerline/shared/routes/meta';
import { domainHandler } from '../platform/domain-handler';
import { metaHandlers } from './routes';

export const handler = domainHandler(metaRoutes, metaHandlers);
