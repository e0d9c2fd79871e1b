/** GET /conversations/export_conversation_as_pdf: the same messages as a PDF, 'conversation-export-{id}.pdf'. */
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { buildExport } from './export';

export const exportConversationAsPdf = handle(conversationRoutes.exportConversationAsPdf, (ctx) =>
  buildExport(ctx, 'pdf'),
);
