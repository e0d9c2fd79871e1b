import { domainHandler } from '../platform/domain-handler';
import { advisorOperations } from './routes';

export const handler = domainHandler('advisors', advisorOperations);
