/** What a conversation list shows per row, and the inbox reads that filter it. */
import type { Caller } from '@ledgerline/shared/access';
import type { ConversationItem } from '../platform/data/entities/conversation';
import { mayReadHistory } from './access';
import { conversationSummary } from './views';
import * as store from './store';

/** The caller's membership, names and entity hashes for a page of conversations: one batch read. */
export async function summaries(
  caller: Caller,
  conversations: ConversationItem[],
  members?: Map<string, Awaited<ReturnType<typeof store.getMember>>>,
) {
  const [mine, users, companies] = await Promise.all([
    members ??
      store.getMembersOf(
        caller.firmId,
        caller.userId,
        conversations.map((c) => c.conversationId),
      ),
    store.getUsers(
      caller.firmId,
      conversations.flatMap((c) => [...(c.advisor_ids ?? []), ...(c.user_ids ?? [])]),
    ),
    store.getCompanies(
      caller.firmId,
      conversations.flatMap((c) => (c.relevant_company_ids ?? []).slice(0, 1)),
    ),
  ]);
  const hashes = new Map([...companies.values()].map((co) => [co.companyId, co.hash_id]));
  return conversations.map((c) => {
    const summary = conversationSummary(c, { member: mine.get(c.conversationId) }, users, hashes);
    // FA §6: no history of an archived conversation but for admins; the list then reads 'Last message: {date}'.
    return summary.last_message && !mayReadHistory(caller, c)
      ? { ...summary, last_message: { ...summary.last_message, text: '' } }
      : summary;
  });
}

/** Reads a person's inbox until a page of rows passes `keep`, at most five reads: unread-only and entity filters. */
export async function filteredInbox(
  caller: Caller,
  perPage: number,
  cursor: string | undefined,
  keep: (m: store.InboxRow) => boolean,
) {
  const rows: store.InboxRow[] = [];
  let next: string | null | undefined = cursor;
  for (let reads = 0; reads < 5 && rows.length < perPage; reads++) {
    const page = await store.listInbox(caller.firmId, caller.userId, perPage, next ?? undefined);
    rows.push(...page.items.filter(keep));
    next = page.next;
    if (!next) break;
  }
  return { rows: rows.slice(0, perPage), next: next ?? null };
}
