import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { openCompany } from './access';
import * as store from './store';
import { filteredInbox, summaries } from './summaries';
import { isGroupLimited } from '../platform/firm-groups';

/**
 * GET /v2/conversations. Staff: every conversation of the firm (Show All), a selected entity's, or their
 * own unread ones (Show Unread). Clients: their own conversations, optionally for one entity.
 */
export const listConversations = handle(conversationRoutes.listConversations, async (ctx) => {
  const { caller } = ctx;
  const { company_id, show_unread, cursor, per_page } = ctx.input;
  if (company_id) await openCompany(caller, company_id);
  // Group-limited staff get their own conversations for Show All: the firm-wide list is not theirs to see.
  if (!caller.isAdvisor || show_unread || (isGroupLimited(caller) && !company_id)) {
    const { rows, next } = await filteredInbox(
      caller,
      per_page,
      cursor,
      (m) =>
        (!show_unread || (m.unseen ?? 0) > 0) && (!company_id || (m.relevant_company_ids ?? []).includes(company_id)),
    );
    const conversations = await store.getConversations(
      caller.firmId,
      rows.map((r) => r.conversationId),
    );
    return {
      conversations: await summaries(caller, conversations, new Map(rows.map((r) => [r.conversationId, r]))),
      next_cursor: next,
    };
  }
  const page = company_id
    ? await store.listCompanyConversations(caller.firmId, company_id, per_page, cursor)
    : await store.listFirmConversations(caller.firmId, per_page, cursor);
  return { conversations: await summaries(caller, page.items), next_cursor: page.next };
});
