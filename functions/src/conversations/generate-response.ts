/**
 * GET /conversations/generate_response: a suggested reply for the firm user to edit and send. Refused
 * wherever sending is (archived, not a participant, read-only), since a draft is the start of a message.
 */
import { displayName } from '@ledgerline/shared/person-name';
import { conversationRoutes } from '@ledgerline/shared/routes/conversations';
import { handle } from '../platform/handle';
import { conversationText } from '@ledgerline/shared/conversations';
import { draftText } from '../platform/adapters/drafter';
import { Unavailable } from '../platform/errors';
import { log } from '../platform/log';
import { openConversation } from './access';
import { assertCanSend } from './send';
import { deterministicDraft, draftHistory, draftPrompt, type DraftContext } from './reply-draft';
import { openItemsFor } from './open-items';
import * as store from './store';

const firstName = (u: { preferred_name?: string; fname?: string } | undefined) =>
  u ? u.preferred_name || u.fname || '' : '';

export const generateResponse = handle(conversationRoutes.generateResponse, async (ctx) => {
  const { caller } = ctx;
  const { conversation, member } = await openConversation(caller, ctx.input.conversation_id);
  await assertCanSend(caller, conversation, Boolean(member));
  const [recent, users, firm, openItems] = await Promise.all([
    store.listPane(caller.firmId, conversation.conversationId, draftHistory),
    store.getUsers(caller.firmId, [caller.userId, ...(conversation.user_ids ?? [])]),
    store.getFirm(caller.firmId),
    openItemsFor(caller.firmId, conversation.relevant_company_ids ?? []),
  ]);
  const context: DraftContext = {
    firmName: firm?.name ?? '',
    staffName: displayName(users.get(caller.userId)),
    clientFirstNames: (conversation.user_ids ?? []).map((id: string) => firstName(users.get(id))),
    messages: recent.items
      .filter((m) => !m.is_log)
      .map((m) => ({
        author: m.user_name ?? '',
        fromFirm: m.is_firm_user,
        text: m.text,
        deleted: Boolean(m.deleted_at),
      })),
    openItems,
  };
  try {
    return { message: await draftText({ ...draftPrompt(context), localDraft: deterministicDraft(context) }) };
  } catch (e) {
    log('warn', 'reply drafting failed', {
      firmId: caller.firmId,
      conversationId: conversation.conversationId,
      error: String(e),
    });
    throw new Unavailable(conversationText.generateResponseFailed);
  }
});
