import { domainHandler } from '../platform/domain-handler';
import { sessionOperations } from './routes';

export const handler = domainHandler('sessions', sessionOperations);
