import { domainHandler } from '../platform/domain-handler';
import { notificationOperations } from './routes';

export const handler = domainHandler('notifications', notificationOperations);
