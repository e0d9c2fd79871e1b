/**
 * Reads of the directory index (directory.ts writes it): exact partition sizes, partitions in a sort order (one
 * index per sort field, data/entities/directory-row.ts), several partitions merged as one list, and the word rows
 * of a search term. What a read costs grows with the page asked for, not with the firm.
 */
import { getItems } from './data/batch-get';
import { DirectoryCount, DirectoryRow, DirectoryWord } from './data/entities/directory-row';
import { keyAttributes, sortFieldSlot, wordLead, type DirectoryKind, type DirectoryListState } from './directory-keys';

/** What a page query reads of each row: its sort key, id and filter values, never the listed item. */
export interface ListedRow {
  key: string;
  id: string;
  active?: boolean;
  dims: string[];
}

/** Exact sizes of the given partitions (a missing counter is 0), in one batch. */
export async function directoryCounts(
  firmId: string,
  kind: DirectoryKind,
  parts: string[],
): Promise<Map<string, number>> {
  const found = await getItems(
    DirectoryCount,
    [...new Set(parts)].map((part) => ({ firmId, kind, part })),
    { consistent: true },
  );
  const counts = new Map(parts.map((p) => [p, 0]));
  for (const c of found) counts.set(c.part, c.total ?? 0);
  return counts;
}

type RawRow = { id: string; active?: boolean; dims?: string[] } & Partial<
  Record<(typeof keyAttributes)[number], string>
>;

/**
 * One query of a partition in the order of one sort field: on the index that holds that field's keys. `past`, a
 * sort key, starts the read just past it in the query's order (a page cursor: the last row of the page before).
 */
export async function pageDirectoryPartition(
  firmId: string,
  kind: DirectoryKind,
  part: string,
  field: string,
  order: 'asc' | 'desc',
  cursor: string | null,
  limit: number,
  past?: string,
): Promise<{ rows: ListedRow[]; cursor: string | null }> {
  const { lead, slot } = sortFieldSlot(kind, field);
  const keyAttribute = keyAttributes[slot];
  const facets = { firmId, kind, part, field: lead };
  const options = {
    order,
    cursor,
    limit,
    attributes: [keyAttribute, 'id', 'active', 'dims'] as const,
    consistent: false as boolean,
  };
  const query = DirectoryRow.query;
  type Query = { go(o: typeof options): Promise<{ data: RawRow[]; cursor: string | null }> };
  // Past the key in the query's order: greater in ascending order, less in descending.
  const from = (q: Query & { gt(k: object): Query; lt(k: object): Query }, k: object): Query =>
    past === undefined ? q : order === 'asc' ? q.gt(k) : q.lt(k);
  // The table's own sort order (each kind's created_at, the lists' default) is read strongly consistent, so a list
  // read right after a change shows it; a GSI can only be read eventually consistent (within about a second).
  const page =
    slot === 0
      ? await from(query.byPart(facets), { key: past }).go({ ...options, consistent: true })
      : slot === 1
        ? await from(query.byKey1(facets), { key1: past }).go(options)
        : slot === 2
          ? await from(query.byKey2(facets), { key2: past }).go(options)
          : await from(query.byKey3(facets), { key3: past }).go(options);
  const rows = page.data.map((r) => ({ key: r[keyAttribute] ?? '', id: r.id, active: r.active, dims: r.dims ?? [] }));
  return { rows, cursor: page.cursor };
}

/** How many rows to ask a query for: what is still wanted, within DynamoDB's sensible page sizes. */
const chunk = (n: number) => (Number.isFinite(n) ? Math.min(Math.max(Math.ceil(n), 10), 1000) : 1000);

/**
 * One partition in sort order until `want` rows pass `accept` (all of it when want is Infinity): the rows it
 * reads grow with the page asked for, not with the firm (beyond what a second filter skips). `past` starts the
 * read just past that sort key.
 */
export async function readDirectoryPartition(
  firmId: string,
  kind: DirectoryKind,
  part: string,
  field: string,
  order: 'asc' | 'desc',
  want: number,
  accept: (r: ListedRow) => boolean = () => true,
  past?: string,
): Promise<ListedRow[]> {
  const rows: ListedRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await pageDirectoryPartition(
      firmId,
      kind,
      part,
      field,
      order,
      cursor,
      chunk(want - rows.length),
      past,
    );
    for (const r of page.rows) if (accept(r)) rows.push(r);
    cursor = page.cursor;
  } while (cursor && rows.length < want);
  return rows.slice(0, want);
}

/**
 * Several partitions of one list read as one, in sort order, each item once (a list of active and inactive items
 * is the merge of their two partitions; items with any of two tags, of the two tags' partitions). Each
 * partition's first read asks for its expected share of the rows (from its counter), so page 50 of a firm with few
 * inactive clients reads ~500 active rows and ~50 inactive ones, not 500 of each; a partition is read further
 * only when the merge has used up its rows. `past` starts every partition just past that sort key (a page cursor).
 */
export async function readDirectoryPartitions(
  firmId: string,
  kind: DirectoryKind,
  parts: { part: string; expected: number }[],
  field: string,
  order: 'asc' | 'desc',
  want: number,
  accept: (r: ListedRow) => boolean = () => true,
  past?: string,
): Promise<ListedRow[]> {
  if (parts.length === 1) return readDirectoryPartition(firmId, kind, parts[0]!.part, field, order, want, accept, past);
  const expectedAll = parts.reduce((n, p) => n + p.expected, 0);
  const streams = parts.map((p) => ({
    part: p.part,
    rows: [] as ListedRow[],
    at: 0,
    cursor: null as string | null,
    done: false,
  }));
  const fill = async (s: (typeof streams)[number], limit: number) => {
    const page = await pageDirectoryPartition(firmId, kind, s.part, field, order, s.cursor, limit, past);
    s.rows = s.rows.slice(s.at).concat(page.rows.filter(accept));
    s.at = 0;
    s.cursor = page.cursor;
    s.done = !page.cursor;
  };
  await Promise.all(
    streams.map((s, i) => {
      const share = expectedAll > 0 ? parts[i]!.expected / expectedAll : 1 / parts.length;
      return fill(s, chunk(want * share * 1.1 + 10));
    }),
  );
  const before = (a: string, b: string) => (order === 'asc' ? a < b : a > b);
  const out: ListedRow[] = [];
  const seen = new Set<string>();
  while (out.length < want) {
    // A stream whose read rows are used up may hold the next row: read it on before choosing.
    const empty = streams.filter((s) => s.at >= s.rows.length && !s.done);
    if (empty.length) {
      await Promise.all(empty.map((s) => fill(s, chunk(want - out.length))));
      continue;
    }
    let next: (typeof streams)[number] | undefined;
    for (const s of streams)
      if (s.at < s.rows.length && (!next || before(s.rows[s.at]!.key, next.rows[next.at]!.key))) next = s;
    if (!next) break;
    const row = next.rows[next.at++]!;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  return out;
}

/** A search word's rows: the items with a word starting with `term`, with their words, sort and filter values. */
export interface WordRow extends ListedRow {
  words: string[];
  sort: Record<string, string>;
}

/**
 * Items of the given states with a word starting with `term`: one bounded query per state. Beyond `cap` word
 * rows the answer is the first `cap` in word order and `capped` says so (the count is exact up to the cap).
 */
export async function searchDirectory(
  firmId: string,
  kind: DirectoryKind,
  states: readonly DirectoryListState[],
  term: string,
  cap: number,
): Promise<{ rows: WordRow[]; capped: boolean }> {
  const pages = await Promise.all(
    states.map((state) =>
      DirectoryWord.query
        .byWord({ firmId, kind, state, lead: wordLead(term) })
        .begins({ word: term })
        .go({ limit: cap + 1, consistent: true, attributes: ['id', 'words', 'sort', 'active', 'dims'] }),
    ),
  );
  const byId = new Map<string, WordRow>();
  let capped = false;
  for (const { data } of pages) {
    if (data.length > cap) capped = true;
    for (const w of data.slice(0, cap))
      byId.set(w.id, { ...w, key: '', dims: w.dims ?? [], words: w.words ?? [], sort: w.sort ?? {} });
  }
  return { rows: [...byId.values()], capped };
}
