import { domainHandler } from '../platform/domain-handler';
import { companyOperations } from './routes';

export const handler = domainHandler('companies', companyOperations);
