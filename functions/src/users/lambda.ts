import { domainHandler } from '../platform/domain-handler';
import { userOperations } from './directory';
import { getUserOperations } from './get-user';

export const handler = domainHandler('users', { ...userOperations, ...getUserOperations });
