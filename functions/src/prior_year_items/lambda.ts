import { priorYearItemRoutes } from '@ledgerline/shared/routes/prior_year_items';
import { domainHandler } from '../platform/domain-handler';
import { priorYearItemHandlers } from './routes';

export const handler = domainHandler(priorYearItemRoutes, priorYearItemHandlers);
