import { domainHandler } from '../platform/domain-handler';
import { firmOperations } from './routes';

export const handler = domainHandler('firms', firmOperations);
