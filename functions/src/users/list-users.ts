/**
 * GET /v2/users (FA §2.5, §7.2): the client directory as the Users page and the Mass Email dialog list it, on the
 * directory index (platform/directory-list.ts: the most selective filter's partitions, or a search's word rows),
 * never the firm's whole people partition; then one BatchGet of the page's users.
 */
import { fullName } from '@ledgerline/shared/person-name';
import type { Caller } from '@ledgerline/shared/access';
import type { UserListQuery } from '@ledgerline/shared/schemas/users';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { getUsersByIds, type UserItem } from './store';
import { handle } from '../platform/handle';
import { dim } from '../platform/directory-keys';
import { directoryPlan, listDirectory, type DirectoryPlan } from '../platform/directory-list';
import { itemTagViews, listFirmTags } from '../platform/tags/firm-tags';

export function clientRow(u: UserItem) {
  return {
    id: u.userId,
    fname: u.fname ?? '',
    lname: u.lname ?? '',
    full_name: fullName(u),
    preferred_name: u.preferred_name ?? null,
    email: u.email,
    phone_number: u.phone_number ?? null,
    assigned_advisor_id: u.assigned_advisor_id ?? null,
    firm_group_id: u.firm_group_id ?? null,
    paying: u.paying !== false,
    created_at: u.created_at ?? '',
  };
}

/** What a query asks of the index: its states and filters (assigned firm user, group, any of the tags). */
export function planUserList(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  q: UserListQuery,
): DirectoryPlan | null {
  return directoryPlan(caller, q, {
    group: q.firm_group_id,
    clauses: [
      q.assigned_advisor_id ? [dim.advisor(q.assigned_advisor_id)] : undefined,
      q.selected_client_tags_filter?.map(dim.tag),
    ],
  });
}

export const listUsers = handle(userRoutes.listUsers, async (ctx) => {
  const { caller, input: q } = ctx;
  const listed = await listDirectory(caller.firmId, 'user', planUserList(caller, q), q);
  if (q.count) return { total: listed.total };
  const { ids, ...paging } = listed;
  if (q.only_ids) return { ids, ...paging };
  const users = (await getUsersByIds(caller.firmId, ids)).filter((u) => !u.is_advisor);
  // The firm's tag names only when a listed client has tags (one query of the firm's tags).
  const tags = users.some((u) => u.contact_tags?.length) ? await listFirmTags(caller.firmId, 'contact') : [];
  const rows = users.map((u) => ({ ...clientRow(u), contact_tags: itemTagViews(tags, u.contact_tags) }));
  return { users: rows, ...paging };
});
