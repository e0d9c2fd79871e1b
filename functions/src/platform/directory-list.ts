/**
 * A directory list as the Users and Entities pages ask for it (FA §2.5, §7.2, §7.4), on the directory index
 * (directory-read.ts), never a read of the firm's whole partition:
 * - no search: the partitions (`{state}#{dim}`) of the most selective filter (a group-limited caller's is always
 *   their group), read in sort order until the page is full; the total is the partitions' counters. With other
 *   filters checked on the rows, or a filter of several values (items with any of two tags), the total stays
 *   exact by reading the chosen partitions' narrow rows through.
 * - search: the word rows of the longest term (one bounded query per state, at most `searchCap` rows), then the
 *   other terms, the filters and the order over that set.
 * Each list turns its query into a plan (which states, which filters); this runs it and answers a page of ids.
 */
import type { Caller } from '@ledgerline/shared/access';
import {
  dim,
  directorySearchTerms,
  matchesAllTerms,
  partOf,
  type DirectoryKind,
  type DirectoryListState,
} from './directory-keys';
import { directoryCounts, readDirectoryPartitions, searchDirectory, type ListedRow } from './directory-read';
import { decodeCursor, encodeCursor, listFingerprint } from './directory-cursor';
import { isGroupLimited } from './firm-groups';

/** A search reads at most this many word rows per listed state; beyond it the list is of the first ones. */
export const searchCap = 1000;

/** The query fields every directory list shares (each list's schema adds its own filters). */
export interface DirectoryListQuery {
  page: number;
  rows_per_page: number;
  sort_by: string;
  descending: boolean;
  search_term?: string;
  hide_inactives: boolean;
  hide_actives: boolean;
  show_only_deleted: boolean;
  count: boolean;
  /** A page cursor from the page beside this one (directory-cursor.ts). */
  cursor?: string;
}

/**
 * What a query asks of the index. An item passes when it is in one of the states and, for every clause, is listed
 * under at least one of the clause's dims (a clause of several dims: any of several tags).
 */
export interface DirectoryPlan {
  states: DirectoryListState[];
  clauses: string[][];
  /** Only for 'show only deleted' with a hide flag: the active flag the rows must have. */
  active?: boolean;
  /** The clause whose partitions are read whatever the counts say (a group-limited caller's group). */
  fixed?: string[];
}

/** The states a query lists and the active flag it checks, or null when it can list nothing. */
export function planStates(
  q: Pick<DirectoryListQuery, 'hide_inactives' | 'hide_actives' | 'show_only_deleted'>,
): Pick<DirectoryPlan, 'states' | 'active'> | null {
  if (q.hide_inactives && q.hide_actives) return null;
  if (q.show_only_deleted) {
    return { states: ['deleted'], active: q.hide_inactives ? true : q.hide_actives ? false : undefined };
  }
  const states: DirectoryListState[] = [];
  if (!q.hide_actives) states.push('active');
  if (!q.hide_inactives) states.push('inactive');
  return { states };
}

/**
 * A group-limited caller's group clause (FA §6: they see only their group's items, whatever group they ask for):
 * null when they can see nothing (no group of their own, or another group asked for).
 */
export function callerGroupClause(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  askedGroup: string | undefined,
): { group?: string; fixed: boolean } | null {
  if (!isGroupLimited(caller)) return { group: askedGroup, fixed: false };
  if (!caller.firmGroupId || (askedGroup && askedGroup !== caller.firmGroupId)) return null;
  return { group: caller.firmGroupId, fixed: true };
}

/** A plan from its states, filters and the caller's group; null when it lists nothing. */
export function directoryPlan(
  caller: Pick<Caller, 'isAdvisor' | 'firmAccess' | 'firmGroupId'>,
  q: Pick<DirectoryListQuery, 'hide_inactives' | 'hide_actives' | 'show_only_deleted'>,
  filters: { group?: string; clauses: (string[] | undefined)[] },
): DirectoryPlan | null {
  const states = planStates(q);
  const group = callerGroupClause(caller, filters.group);
  if (!states || !group) return null;
  const groupClause = group.group ? [dim.group(group.group)] : undefined;
  const clauses = [...filters.clauses, groupClause].filter((c): c is string[] => Boolean(c?.length));
  return { ...states, clauses, fixed: group.fixed ? groupClause : undefined };
}

/** Whether a row passes every clause of the plan but `except` (the one its partition was read for). */
export function rowMatches(plan: DirectoryPlan, r: Pick<ListedRow, 'dims' | 'active'>, except?: string[]): boolean {
  if (plan.active !== undefined && r.active !== plan.active) return false;
  return plan.clauses.every((clause) => clause === except || clause.some((d) => r.dims.includes(d)));
}

export interface ListedIds {
  ids: string[];
  total: number;
  /** Cursors of the pages beside this one, where the list can start them from a key (null: none, or read by number). */
  next_cursor?: string | null;
  previous_cursor?: string | null;
  /** A search whose first term matched more than `searchCap` words: the list holds the first ones only. */
  search_capped?: boolean;
}

const compareKeys = (descending: boolean) => (a: { key: string }, b: { key: string }) =>
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1);

async function listByPartition(
  firmId: string,
  kind: DirectoryKind,
  plan: DirectoryPlan,
  q: DirectoryListQuery,
): Promise<ListedIds> {
  const candidates = plan.fixed ? [plan.fixed] : plan.clauses.length ? plan.clauses : [[dim.all]];
  const counts = await directoryCounts(
    firmId,
    kind,
    candidates.flatMap((c) => c.flatMap((d) => plan.states.map((s) => partOf(s, d)))),
  );
  const size = (clause: string[]) =>
    clause.reduce((n, d) => n + plan.states.reduce((m, s) => m + (counts.get(partOf(s, d)) ?? 0), 0), 0);
  const chosen = candidates.reduce((best, c) => (size(c) < size(best) ? c : best));
  // Other clauses are checked on the rows, and an item may be in two of the chosen clause's partitions: then the
  // total is only known by reading the partitions through.
  const checked = plan.clauses.some((c) => c !== chosen) || chosen.length > 1 || plan.active !== undefined;
  const all = q.rows_per_page === -1;
  const end = all ? Number.POSITIVE_INFINITY : q.page * q.rows_per_page;
  if (!checked && q.count) return { ids: [], total: size(chosen) };
  const order = q.descending ? 'desc' : 'asc';
  const parts = chosen.flatMap((d) =>
    plan.states.map((s) => ({ part: partOf(s, d), expected: counts.get(partOf(s, d)) ?? 0 })),
  );
  const read = (inOrder: 'asc' | 'desc', want: number, past?: string) =>
    readDirectoryPartitions(firmId, kind, parts, q.sort_by, inOrder, want, (r) => rowMatches(plan, r, chosen), past);
  if (checked || all) {
    // The total is known only by reading the partitions through: the page is cut from what was read.
    const rows = await read(order, checked ? Number.POSITIVE_INFINITY : end);
    const start = all ? 0 : (q.page - 1) * q.rows_per_page;
    return { ids: rows.slice(start, end).map((r) => r.id), total: checked ? rows.length : size(chosen) };
  }
  const total = size(chosen);
  const rows = await pageRows(q, total, listFingerprint([kind, plan, q.sort_by, order, q.rows_per_page]), read);
  return { ids: rows.page.map((r) => r.id), total, ...rows.cursors };
}

/**
 * One page of a list whose total is exact without reading it (the partitions' counters): from the cursor of the
 * page beside it when the screen sends one, else from whichever end of the list is nearer (the last page reads
 * its own rows, backwards). What it reads grows with the page, not with how far into the list it is.
 */
async function pageRows(
  q: DirectoryListQuery,
  total: number,
  list: string,
  read: (order: 'asc' | 'desc', want: number, past?: string) => Promise<ListedRow[]>,
): Promise<{ page: ListedRow[]; cursors: Pick<ListedIds, 'next_cursor' | 'previous_cursor'> }> {
  const order = q.descending ? 'desc' : 'asc';
  const backwards = q.descending ? 'asc' : 'desc';
  const start = (q.page - 1) * q.rows_per_page;
  const end = Math.min(total, q.page * q.rows_per_page);
  const cursor = decodeCursor(q.cursor, list, q.page, q.sort_by);
  let page: ListedRow[];
  if (cursor?.toward === 'next') page = await read(order, q.rows_per_page, cursor.key);
  else if (cursor?.toward === 'previous') page = (await read(backwards, q.rows_per_page, cursor.key)).reverse();
  else if (start >= total) page = [];
  else if (total - start < end) page = (await read(backwards, total - start)).reverse().slice(0, end - start);
  else page = (await read(order, end)).slice(start);
  const first = page[0];
  const last = page.at(-1);
  // Page 1 is read from the list's start, and the page after the last needs no cursor.
  return {
    page,
    cursors: {
      next_cursor: last && end < total ? encodeCursor({ page: q.page + 1, key: last.key, toward: 'next' }, list) : null,
      previous_cursor:
        first && q.page > 2 ? encodeCursor({ page: q.page - 1, key: first.key, toward: 'previous' }, list) : null,
    },
  };
}

async function listBySearch(
  firmId: string,
  kind: DirectoryKind,
  plan: DirectoryPlan,
  q: DirectoryListQuery,
  terms: string[],
): Promise<ListedIds> {
  const { rows, capped } = await searchDirectory(firmId, kind, plan.states, terms[0]!, searchCap);
  const found = rows
    .filter((r) => matchesAllTerms(r.words, terms) && rowMatches(plan, r))
    .map((r) => ({ id: r.id, key: `${r.sort[q.sort_by] ?? ''}#${r.id}` }))
    .sort(compareKeys(q.descending));
  const all = q.rows_per_page === -1;
  const page = all ? found : found.slice((q.page - 1) * q.rows_per_page, q.page * q.rows_per_page);
  return { ids: page.map((r) => r.id), total: found.length, ...(capped ? { search_capped: true } : {}) };
}

/** A page of a directory list's ids in order, and the exact total of the list. */
export async function listDirectory(
  firmId: string,
  kind: DirectoryKind,
  plan: DirectoryPlan | null,
  q: DirectoryListQuery,
): Promise<ListedIds> {
  if (!plan) return { ids: [], total: 0 };
  const terms = directorySearchTerms(q.search_term ?? '');
  return terms.length ? listBySearch(firmId, kind, plan, q, terms) : listByPartition(firmId, kind, plan, q);
}
