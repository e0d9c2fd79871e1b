/**
 * GET /companies/simple_index (FA §7.4 'Entity search in selectors': rows_per_page 10, page, search_term,
 * descending): id, hash_id and name of entities for pickers, by name. Staff read the entity directory
 * (platform/directory.ts), never the firm's entities: without a search, the active and inactive partitions of
 * their list (a group-limited user's: their group's) merged in name order up to the page; with one, the word rows
 * of the longest term. A client gets their own active entities (their memberships).
 */
import type { Caller } from '@ledgerline/shared/access';
import type { SimpleIndexQuery } from '@ledgerline/shared/schemas/companies';
import { companyRoutes } from '@ledgerline/shared/routes/companies';
import { handle } from '../platform/handle';
import { isGroupLimited } from '../platform/firm-groups';
import * as store from './store';

/** A search reads at most this many word rows per listed state. */
const searchCap = 500;
const states = ['active', 'inactive'] as const;

type Page = { ids: string[]; hasMore: boolean };

async function staffPage(caller: Caller, q: SimpleIndexQuery): Promise<Page> {
  const limited = isGroupLimited(caller);
  if (limited && !caller.firmGroupId) return { ids: [], hasMore: false };
  const d = limited ? store.dim.group(caller.firmGroupId!) : store.dim.all;
  const start = (q.page - 1) * q.rows_per_page;
  const end = start + q.rows_per_page;
  const terms = store.directorySearchTerms(q.search_term ?? '');
  if (terms.length) {
    const { rows } = await store.searchDirectory(caller.firmId, 'entity', states, terms[0]!, searchCap);
    const found = rows
      .filter((r) => store.matchesAllTerms(r.words, terms) && (!limited || r.dims.includes(d)))
      .map((r) => ({ id: r.id, key: `${r.sort.name ?? ''}#${r.id}` }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (q.descending ? -1 : 1));
    return { ids: found.slice(start, end).map((r) => r.id), hasMore: found.length > end };
  }
  const parts = states.map((s) => store.partOf(s, d));
  const counts = await store.directoryCounts(caller.firmId, 'entity', parts);
  const rows = await store.readDirectoryPartitions(
    caller.firmId,
    'entity',
    parts.map((part) => ({ part, expected: counts.get(part) ?? 0 })),
    'name',
    q.descending ? 'desc' : 'asc',
    end + 1,
  );
  return { ids: rows.slice(start, end).map((r) => r.id), hasMore: rows.length > end };
}

async function clientPage(caller: Caller, q: SimpleIndexQuery) {
  const ids = await store.companyIdsOf(caller.firmId, caller.userId);
  const terms = store.directorySearchTerms(q.search_term ?? '');
  const mine = (await store.getCompanies(caller.firmId, ids))
    .filter((c) => !c.deleted_at && !c.inactive)
    .filter((c) => !terms.length || store.matchesAllTerms(store.directorySearchTerms(c.name), terms))
    .sort((a, b) => a.name.localeCompare(b.name) * (q.descending ? -1 : 1));
  const start = (q.page - 1) * q.rows_per_page;
  return { companies: mine.slice(start, start + q.rows_per_page), hasMore: mine.length > start + q.rows_per_page };
}

export const simpleIndex = handle(companyRoutes.simpleIndex, async ({ caller, input }) => {
  const view = (c: store.CompanyItem) => ({ id: c.companyId, hash_id: c.hash_id, name: c.name });
  if (!caller.isAdvisor) {
    const page = await clientPage(caller, input);
    return { companies: page.companies.map(view), has_more: page.hasMore };
  }
  const page = await staffPage(caller, input);
  const companies = (await store.getCompanies(caller.firmId, page.ids)).filter((c) => !c.deleted_at);
  return { companies: companies.map(view), has_more: page.hasMore };
});
