import { domainHandler } from '../platform/domain-handler';
import { conversationOperations } from './routes';

export const handler = domainHandler('conversations', conversationOperations);
