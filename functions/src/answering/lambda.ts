import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { domainHandler } from '../platform/domain-handler';
import { answeringHandlers } from './routes';

export const handler = domainHandler(answeringRoutes, answeringHandlers);
