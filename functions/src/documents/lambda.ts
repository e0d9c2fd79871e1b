import { domainHandler } from '../platform/domain-handler';
import { documentOperations } from './routes';

export const handler = domainHandler('documents', documentOperations);
