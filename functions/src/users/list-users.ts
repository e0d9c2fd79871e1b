/**
 * GET /v2/users (FA §2.5, §7.2): the firm's clients as the directory and the Mass Email dialog list them. The
 * firm's people are one partition; this reads its users and filters, sorts and pages in memory (a per-firm
 * read, like /firms/all_users, until the directory gets indexes of its own).
 */
import type { Caller } from '@ledgerline/shared/access';
import type { UserListQuery } from '@ledgerline/shared/schemas/users';
import { listFirmPeople, type UserItem } from './store';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';

const listed = [
  'userId',
  'fname',
  'lname',
  'preferred_name',
  'email',
  'phone_number',
  'assigned_advisor_id',
  'firm_group_id',
  'paying',
  'deleted_at',
  'is_advisor',
  'created_at',
] as const;

export function clientRow(u: UserItem) {
  return {
    id: u.userId,
    fname: u.fname ?? '',
    lname: u.lname ?? '',
    full_name: `${u.fname ?? ''} ${u.lname ?? ''}`.trim(),
    preferred_name: u.preferred_name ?? null,
    email: u.email,
    phone_number: u.phone_number ?? null,
    assigned_advisor_id: u.assigned_advisor_id ?? null,
    firm_group_id: u.firm_group_id ?? null,
    paying: u.paying !== false,
    created_at: u.created_at ?? '',
  };
}

/** The clients the query asks for, in its order, before paging. */
export function selectClients(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  users: UserItem[],
  q: UserListQuery,
): UserItem[] {
  const limited = isGroupLimited(caller);
  const words = (q.search_term ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const rows = users.filter((u) => {
    if (u.is_advisor) return false;
    if (q.show_only_deleted ? !u.deleted_at : u.deleted_at) return false;
    if (limited && (!caller.firmGroupId || u.firm_group_id !== caller.firmGroupId)) return false;
    if (q.assigned_advisor_id && u.assigned_advisor_id !== q.assigned_advisor_id) return false;
    if (q.firm_group_id && u.firm_group_id !== q.firm_group_id) return false;
    const active = u.paying !== false;
    if ((q.hide_inactives && !active) || (q.hide_actives && active)) return false;
    if (words.length) {
      const haystack =
        `${u.fname ?? ''} ${u.lname ?? ''} ${u.preferred_name ?? ''} ${u.email ?? ''} ${u.phone_number ?? ''}`.toLowerCase();
      if (!words.every((w) => haystack.includes(w))) return false;
    }
    return true;
  });
  const key = (u: UserItem) => {
    switch (q.sort_by) {
      case 'fname':
        return (u.fname ?? '').toLowerCase();
      case 'lname':
        return (u.lname ?? '').toLowerCase();
      case 'full_name':
        return `${u.fname ?? ''} ${u.lname ?? ''}`.toLowerCase();
      case 'email':
        return (u.email ?? '').toLowerCase();
      default:
        return u.created_at ?? '';
    }
  };
  const direction = q.descending ? -1 : 1;
  return rows.sort((a, b) => direction * key(a).localeCompare(key(b)) || a.userId.localeCompare(b.userId));
}

export const listUsers = handle(userRoutes.listUsers, async (ctx) => {
  const { caller, input: q } = ctx;
  const people = await listFirmPeople(caller.firmId, listed);
  const rows = selectClients(caller, people, q);
  if (q.count) return { total: rows.length };
  const page = q.rows_per_page === -1 ? rows : rows.slice((q.page - 1) * q.rows_per_page, q.page * q.rows_per_page);
  if (q.only_ids) return { ids: page.map((u) => u.userId), total: rows.length };
  return { users: page.map(clientRow), total: rows.length };
});
