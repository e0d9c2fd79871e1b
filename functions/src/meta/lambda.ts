import { domainHandler } from '../platform/domain-handler';
import { metaOperations } from './routes';

export const handler = domainHandler('meta', metaOperations);
