import { taxReturnRoutes } from '@ledgerline/shared/routes/tax_returns';
import { domainHandler } from '../platform/domain-handler';
import { taxReturnHandlers } from './routes';

export const handler = domainHandler(taxReturnRoutes, taxReturnHandlers);
