import { domainHandler } from '../platform/domain-handler';
import { taxReturnOperations } from './routes';

export const handler = domainHandler('tax_returns', taxReturnOperations);
