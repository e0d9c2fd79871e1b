import { exportRoutes } from '@ledgerline/shared/routes/exports';
import { domainHandler } from '../platform/domain-handler';
import { exportHandlers } from './routes';

export const handler = domainHandler(exportRoutes, exportHandlers);
