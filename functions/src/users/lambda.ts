import { domainHandler } from '../platform/domain-handler';
import { userOperations } from './directory';

export const handler = domainHandler('users', userOperations);
