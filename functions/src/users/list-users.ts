/**
 * GET /v2/users (FA §2.5, §7.2): the client directory as the Users page and the Mass Email dialog list it, on the
 * directory index (platform/directory.ts), never the firm's whole people partition:
 * - no search: one partition per listed state (`{state}#{dim}`), dim the most selective filter (a group-limited
 *   caller's is always their group), read in sort order until the page is full; the total is the partitions'
 *   counters. With a second filter (checked on the rows), the total stays exact by reading that partition's
 *   narrow rows through.
 * - search: the word rows of the longest term (one bounded query per state, at most `searchCap` rows), then the
 *   other terms, the filters and the order over that set.
 * Then one BatchGet of the page's users.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { UserListQuery } from '@ledgerline/shared/schemas/users';
import {
  directoryCounts,
  directorySearchTerms,
  dim,
  getUsersByIds,
  matchesAllTerms,
  partOf,
  readDirectoryPartitions,
  searchDirectory,
  type DirectoryListState,
  type ListedRow,
  type UserItem,
} from './store';
import { userRoutes } from '@ledgerline/shared/routes/users';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';

/** A search reads at most this many word rows per listed state; beyond it the list is of the first ones. */
export const searchCap = 1000;

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

/** What a query asks of the index: which states, which filter values, or nothing at all. */
export interface UserListPlan {
  states: DirectoryListState[];
  advisor?: string;
  group?: string;
  /** Only for 'show only deleted' with a hide flag: the active flag the rows must have. */
  active?: boolean;
  /** Group-limited callers: the group partition is the only one they read. */
  groupOnly: boolean;
}

export function planUserList(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  q: UserListQuery,
): UserListPlan | null {
  const limited = isGroupLimited(caller);
  if (limited && !caller.firmGroupId) return null;
  if (limited && q.firm_group_id && q.firm_group_id !== caller.firmGroupId) return null;
  if (q.hide_inactives && q.hide_actives) return null;
  const group = limited ? caller.firmGroupId : q.firm_group_id;
  if (q.show_only_deleted) {
    const active = q.hide_inactives ? true : q.hide_actives ? false : undefined;
    return {
      states: ['deleted'],
      advisor: q.assigned_advisor_id,
      group: group ?? undefined,
      active,
      groupOnly: limited,
    };
  }
  const states: DirectoryListState[] = [];
  if (!q.hide_actives) states.push('active');
  if (!q.hide_inactives) states.push('inactive');
  return { states, advisor: q.assigned_advisor_id, group: group ?? undefined, groupOnly: limited };
}

/** Whether a row passes every filter of the plan (the partition's own filter passes by construction). */
export function rowMatches(plan: UserListPlan, r: Pick<ListedRow, 'adv' | 'grp' | 'active'>): boolean {
  if (plan.advisor && r.adv !== plan.advisor) return false;
  if (plan.group && r.grp !== plan.group) return false;
  if (plan.active !== undefined && r.active !== plan.active) return false;
  return true;
}

interface Listed {
  ids: string[];
  total: number;
}

const compareKeys = (descending: boolean) => (a: { key: string }, b: { key: string }) =>
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1);

async function listByPartition(firmId: string, plan: UserListPlan, q: UserListQuery): Promise<Listed> {
  const dims = [...(plan.advisor ? [dim.advisor(plan.advisor)] : []), ...(plan.group ? [dim.group(plan.group)] : [])];
  const candidates = dims.length ? dims : [dim.all];
  const counts = await directoryCounts(
    firmId,
    'user',
    candidates.flatMap((d) => plan.states.map((s) => partOf(s, d))),
  );
  const size = (d: string) => plan.states.reduce((n, s) => n + (counts.get(partOf(s, d)) ?? 0), 0);
  const chosen = plan.groupOnly
    ? dim.group(plan.group!)
    : candidates.reduce((best, d) => (size(d) < size(best) ? d : best));
  const checked = candidates.length > 1 || plan.active !== undefined;
  const all = q.rows_per_page === -1;
  const end = all ? Number.POSITIVE_INFINITY : q.page * q.rows_per_page;
  if (!checked && q.count) return { ids: [], total: size(chosen) };
  // With a filter checked on the rows, the total is only known by reading the partition through.
  const want = checked ? Number.POSITIVE_INFINITY : end;
  const order = q.descending ? 'desc' : 'asc';
  const parts = plan.states.map((s) => ({ part: partOf(s, chosen), expected: counts.get(partOf(s, chosen)) ?? 0 }));
  const rows = await readDirectoryPartitions(firmId, 'user', parts, q.sort_by, order, want, (r) => rowMatches(plan, r));
  const start = all ? 0 : (q.page - 1) * q.rows_per_page;
  return { ids: rows.slice(start, end).map((r) => r.id), total: checked ? rows.length : size(chosen) };
}

async function listBySearch(firmId: string, plan: UserListPlan, q: UserListQuery, terms: string[]): Promise<Listed> {
  const { rows } = await searchDirectory(firmId, 'user', plan.states, terms[0]!, searchCap);
  const found = rows
    .filter((r) => matchesAllTerms(r.words, terms) && rowMatches(plan, r))
    .map((r) => ({ id: r.id, key: `${r.sort[q.sort_by] ?? ''}#${r.id}` }))
    .sort(compareKeys(q.descending));
  const all = q.rows_per_page === -1;
  const page = all ? found : found.slice((q.page - 1) * q.rows_per_page, q.page * q.rows_per_page);
  return { ids: page.map((r) => r.id), total: found.length };
}

export const listUsers = handle(userRoutes.listUsers, async (ctx) => {
  const { caller, input: q } = ctx;
  const plan = planUserList(caller, q);
  const terms = directorySearchTerms(q.search_term ?? '');
  const listed: Listed = !plan
    ? { ids: [], total: 0 }
    : terms.length
      ? await listBySearch(caller.firmId, plan, q, terms)
      : await listByPartition(caller.firmId, plan, q);
  if (q.count) return { total: listed.total };
  if (q.only_ids) return { ids: listed.ids, total: listed.total };
  const users = await getUsersByIds(caller.firmId, listed.ids);
  return { users: users.filter((u) => !u.is_advisor).map(clientRow), total: listed.total };
});
