import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { openCompany } from './access';
import * as store from './store';
import { summaries } from './summaries';

/** GET /conversations/company_conversations: an entity's conversations, for staff. */
export const companyConversations = handle(conversationRoutes.companyConversations, async (ctx) => {
  const { caller } = ctx;
  const company = await openCompany(caller, ctx.input.company_id);
  const page = await store.listCompanyConversations(
    caller.firmId,
    company.companyId,
    ctx.input.per_page,
    ctx.input.cursor,
  );
  return { conversations: await summaries(caller, page.items), next_cursor: page.next };
});
