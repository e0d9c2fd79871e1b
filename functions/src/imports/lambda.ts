import { importRoutes } from '@ledgerline/shared/routes/imports';
import { domainHandler } from '../platform/domain-handler';
import { importHandlers } from './routes';

export const handler = domainHandler(importRoutes, importHandlers);
