import { domainHandler } from '../platform/domain-handler';
import { resourceOperations } from './routes';

export const handler = domainHandler('resources', resourceOperations);
