import { firmRoleRoutes } from '@ledgerline/shared/routes/firm_roles';
import { domainHandler } from '../platform/domain-handler';
import { firmRoleHandlers } from './routes';

export const handler = domainHandler(firmRoleRoutes, firmRoleHandlers);
