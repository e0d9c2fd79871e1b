/** GET /conversations/export_conversation: the CSV download, 'conversation-export-{id}.csv'. */
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { buildExport } from './export';

export const exportConversation = handle(conversationRoutes.exportConversation, (ctx) => buildExport(ctx, 'csv'));
