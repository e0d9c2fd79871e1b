import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { domainHandler } from '../platform/domain-handler';
import { conversationHandlers } from './routes';

export const handler = domainHandler(conversationRoutes, conversationHandlers);
