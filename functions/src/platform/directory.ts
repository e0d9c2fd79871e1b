/**
 * The firm directory's list index (FA §2.5, issue 13), generic over what is listed ('user' now, 'entity' next):
 * rows per listing partition and sort field, search words, exact counters (entities in
 * data/entities/directory-row.ts). The rows are a projection of the listed item: `reindexDirectoryItem` computes
 * the wanted rows from the item, writes them, deletes those it no longer wants and moves the counters, in one
 * transaction guarded by a version on the item's DirectoryState and a condition on the item itself, retried on
 * conflict. Doing it twice changes nothing.
 */
import { db } from './data/service';
import { log } from './log';
import { getItems } from './data/batch-get';
import {
  DirectoryCount,
  DirectoryRow,
  DirectoryState,
  DirectoryWord,
  type DirectoryStateItem,
} from './data/entities/directory-row';
import { User, type UserItem } from './data/entities/user';
import { matchesAll, searchTerms, searchWords } from './search-words';

/** A search box's terms, longest first, folded as the words are; every term must start one of an item's words. */
export const directorySearchTerms = searchTerms;
export const matchesAllTerms = matchesAll;

export type DirectoryKind = 'user' | 'entity';
export type DirectoryListState = 'active' | 'inactive' | 'deleted';
export const directoryStates: readonly DirectoryListState[] = ['active', 'inactive', 'deleted'];

/** The listed fields of one item, as the rows hold them. */
export interface DirectoryImage {
  id: string;
  state: DirectoryListState;
  /** The active flag (a deleted item keeps it, so 'show only deleted' can still hide the inactive). */
  active: boolean;
  adv?: string;
  grp?: string;
  tags: string[];
  /** Sort field → sort value (lower-cased names, ISO dates). */
  sort: Record<string, string>;
  words: string[];
}

/** The sort fields each kind's list offers; the first is the one its counters count rows of. */
export const directorySortFields: Record<DirectoryKind, readonly string[]> = {
  user: ['created_at', 'fname', 'lname', 'full_name', 'email'],
  entity: ['created_at', 'name'],
};

/** A partition's dimension: every listed item, or those of one filter value. */
export const dim = {
  all: 'all',
  advisor: (id: string) => `adv:${id}`,
  group: (id: string) => `grp:${id}`,
  tag: (id: string) => `tag:${id}`,
};
export const partOf = (state: DirectoryListState, d: string) => `${state}#${d}`;

/** At most this many search words per item; a sort value is cut to this length in a key. */
const maxWords = 16;
const maxSortValue = 80;
/** A write of one item's rows must stay one transaction (DynamoDB's limit is 100 operations). */
const maxOperations = 100;

/** The partition a word (or a search term) is in: its first character, so a term is one query of one of them. */
export const wordLead = (word: string) => [...word][0] ?? '';

export function sortKey(field: string, value: string, id: string): string {
  return `${field}#${value.slice(0, maxSortValue)}#${id}`;
}

/** A client as the Users page lists them, or null for staff (never listed). */
export function userImage(u: UserItem): DirectoryImage | null {
  if (u.is_advisor) return null;
  const active = u.paying !== false;
  const fname = (u.fname ?? '').trim().toLowerCase();
  const lname = (u.lname ?? '').trim().toLowerCase();
  const phone = (u.phone_number ?? '').replace(/\D/g, '');
  const phoneWords = phone ? [phone, phone.slice(-7), phone.slice(-4)] : [];
  return {
    id: u.userId,
    state: u.deleted_at ? 'deleted' : active ? 'active' : 'inactive',
    active,
    adv: u.assigned_advisor_id || undefined,
    grp: u.firm_group_id || undefined,
    tags: [],
    sort: {
      created_at: u.created_at ?? '',
      fname,
      lname,
      full_name: `${fname} ${lname}`.trim(),
      email: (u.email ?? '').toLowerCase(),
    },
    words: [
      ...new Set([
        ...searchWords([u.fname ?? '', u.lname ?? '', u.preferred_name ?? '', u.email ?? '']),
        ...phoneWords,
      ]),
    ].slice(0, maxWords),
  };
}

export interface WantedRow {
  part: string;
  field: string;
  key: string;
}

/** The dims an image is listed under. */
export function dimsOf(img: DirectoryImage): string[] {
  return [
    dim.all,
    ...(img.adv ? [dim.advisor(img.adv)] : []),
    ...(img.grp ? [dim.group(img.grp)] : []),
    ...img.tags.map(dim.tag),
  ];
}

/** Every row an image wants: one per partition (its state × each dim) and sort field. */
export function directoryRows(kind: DirectoryKind, img: DirectoryImage): WantedRow[] {
  return dimsOf(img).flatMap((d) =>
    directorySortFields[kind].map((field) => ({
      part: partOf(img.state, d),
      field,
      key: sortKey(field, img.sort[field] ?? '', img.id),
    })),
  );
}

const rowId = (r: WantedRow) => `${r.part}\n${r.key}`;
const splitRow = (s: string): WantedRow => {
  const at = s.indexOf('\n');
  const key = s.slice(at + 1);
  return { part: s.slice(0, at), field: key.slice(0, key.indexOf('#')), key };
};
const wordId = (state: string, word: string) => `${state}\n${word}`;

/** What a reindex would do: rows and words to put and delete, and the counter moves. Pure, for tests. */
export function directoryChanges(kind: DirectoryKind, before: DirectoryStateItem | null, img: DirectoryImage | null) {
  const oldRows = new Set(before?.rows ?? []);
  const newRows = img ? directoryRows(kind, img) : [];
  const newRowIds = new Set(newRows.map(rowId));
  const oldWords = new Set(before?.words ?? []);
  const newWords = img ? img.words.map((w) => wordId(img.state, w)) : [];
  const newWordIds = new Set(newWords);
  const partsOf = (ids: Iterable<string>) => new Set([...ids].map((s) => splitRow(s).part));
  const oldParts = partsOf(oldRows);
  const newParts = partsOf(newRowIds);
  const counts = new Map<string, number>();
  for (const p of newParts) if (!oldParts.has(p)) counts.set(p, 1);
  for (const p of oldParts) if (!newParts.has(p)) counts.set(p, -1);
  return {
    putRows: newRows,
    deleteRows: [...oldRows].filter((r) => !newRowIds.has(r)).map(splitRow),
    putWords: newWords,
    deleteWords: [...oldWords].filter((w) => !newWordIds.has(w)),
    counts,
    rows: [...newRowIds],
    words: newWords,
  };
}

/** The item's current image and the condition that it is still the one read (checked in the transaction). */
interface Loaded {
  image: DirectoryImage | null;
  check: (entities: TxEntities) => ReturnType<ReturnType<TxEntities['user']['check']>['commit']>;
}
type TxEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

async function loadUser(firmId: string, userId: string): Promise<Loaded> {
  const { data: user } = await User.get({ firmId, userId }).go({ consistent: true });
  return {
    image: user ? userImage(user) : null,
    check: ({ user: users }) =>
      users
        .check({ firmId, userId })
        .where((a, op) => (user?.updated_at ? op.eq(a.updated_at, user.updated_at) : op.notExists(a.userId)))
        .commit(),
  };
}

const loaders: Record<DirectoryKind, (firmId: string, id: string) => Promise<Loaded>> = {
  user: loadUser,
  entity: async () => {
    throw new Error('The entity directory is not indexed yet');
  },
};

/** Attempts before a reindex gives up on an item that keeps changing under it. */
const maxAttempts = 6;

/**
 * Brings one item's directory rows in line with the item. Idempotent; returns whether it wrote anything.
 * Called after every write of a listed field (the item's own write is not in this transaction: a failure in
 * between leaves the rows stale until the next write of the item or a `reindexDirectory` job).
 */
export async function reindexDirectoryItem(firmId: string, kind: DirectoryKind, id: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    // The state is read before the item: a reindex that read an older item then commits against an older version.
    const { data: before } = await DirectoryState.get({ firmId, kind, id }).go({ consistent: true });
    const loaded = await loaders[kind](firmId, id);
    const image = loaded.image ? JSON.stringify(loaded.image) : undefined;
    if ((before?.image ?? undefined) === image && (before || !image)) return false;
    const c = directoryChanges(kind, before ?? null, loaded.image);
    const img = loaded.image;
    const result = await db.transaction
      .write((e) => {
        const { directoryRow, directoryWord, directoryCount, directoryState } = e;
        const rowFields = img ? { id: img.id, active: img.active, adv: img.adv, grp: img.grp, tags: img.tags } : null;
        const ops = [
          loaded.check(e),
          ...(rowFields ? c.putRows.map((r) => directoryRow.put({ firmId, kind, ...r, ...rowFields }).commit()) : []),
          ...c.deleteRows.map((r) => directoryRow.delete({ firmId, kind, ...r }).commit()),
          ...(img
            ? img.words.map((word) =>
                directoryWord
                  .put({
                    firmId,
                    kind,
                    state: img.state,
                    lead: wordLead(word),
                    word,
                    ...rowFields!,
                    words: img.words,
                    sort: img.sort,
                  })
                  .commit(),
              )
            : []),
          ...c.deleteWords.map((w) => {
            const at = w.indexOf('\n');
            return directoryWord
              .delete({
                firmId,
                kind,
                state: w.slice(0, at),
                lead: wordLead(w.slice(at + 1)),
                word: w.slice(at + 1),
                id,
              })
              .commit();
          }),
          ...[...c.counts].map(([part, n]) => directoryCount.update({ firmId, kind, part }).add({ total: n }).commit()),
          before
            ? img
              ? directoryState
                  .put({ firmId, kind, id, version: before.version + 1, image, rows: c.rows, words: c.words })
                  .where((a, op) => op.eq(a.version, before.version))
                  .commit()
              : directoryState
                  .delete({ firmId, kind, id })
                  .where((a, op) => op.eq(a.version, before.version))
                  .commit()
            : directoryState.create({ firmId, kind, id, version: 1, image, rows: c.rows, words: c.words }).commit(),
        ];
        if (ops.length > maxOperations) throw new Error(`Directory rows of ${kind} ${id} exceed one transaction`);
        return ops;
      })
      .go();
    if (!result.canceled) return true;
    const reasons = result.data as unknown as { code: string }[];
    const conflict = reasons.some((d) => d.code === 'ConditionalCheckFailed' || d.code === 'TransactionConflict');
    if (!conflict || attempt >= maxAttempts) {
      throw new Error(`Directory reindex of ${kind} ${id} failed: ${reasons.map((d) => d.code).join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
  }
}

export const reindexDirectoryUser = (firmId: string, userId: string) => reindexDirectoryItem(firmId, 'user', userId);

/**
 * After a write of a person's listed fields (the write itself has committed): reindexes them, and when that
 * fails after its retries, logs it instead of failing the write the caller already made. The row stays stale
 * until the person's next write or a `reindexDirectory` job (users/jobs.ts) for the firm.
 */
export async function syncDirectoryUser(firmId: string, userId: string): Promise<void> {
  try {
    await reindexDirectoryUser(firmId, userId);
  } catch (e) {
    log('error', 'directory reindex failed', { firmId, userId, error: (e as Error).message });
  }
}

/**
 * Rebuilds a firm's user rows (data written before the index, or to repair it), a page of the firm's people at a
 * time from `cursor`, until `maxItems` are done or the firm is: answers how many it wrote and where to go on
 * (null when done). Idempotent: an item whose rows match is not written.
 */
export async function reindexDirectoryFirm(
  firmId: string,
  kind: DirectoryKind = 'user',
  from: { cursor?: string | null; maxItems?: number } = {},
): Promise<{ written: number; cursor: string | null }> {
  if (kind !== 'user') throw new Error('The entity directory is not indexed yet');
  let cursor = from.cursor ?? null;
  let written = 0;
  let seen = 0;
  do {
    const page: { data: { userId: string }[]; cursor: string | null } = await User.query
      .byId({ firmId })
      .go({ cursor, limit: 200, attributes: ['userId'] });
    for (let i = 0; i < page.data.length; i += 8) {
      const done = await Promise.all(page.data.slice(i, i + 8).map((u) => reindexDirectoryUser(firmId, u.userId)));
      written += done.filter(Boolean).length;
    }
    seen += page.data.length;
    cursor = page.cursor;
  } while (cursor && seen < (from.maxItems ?? Number.POSITIVE_INFINITY));
  return { written, cursor };
}

// ---- reads ----

/** What a page query reads of each row: its id and filter values, never the listed item. */
export interface ListedRow {
  key: string;
  id: string;
  active?: boolean;
  adv?: string;
  grp?: string;
  tags?: string[];
}

/** Exact sizes of the given partitions (a missing counter is 0), in one batch. */
export async function directoryCounts(
  firmId: string,
  kind: DirectoryKind,
  parts: string[],
): Promise<Map<string, number>> {
  const found = await getItems(
    DirectoryCount,
    parts.map((part) => ({ firmId, kind, part })),
  );
  const counts = new Map(parts.map((p) => [p, 0]));
  for (const c of found) counts.set(c.part, c.total ?? 0);
  return counts;
}

/**
 * One partition in sort order until `want` rows pass `accept` (all of it when want is Infinity): the rows it
 * reads grow with the page asked for, not with the firm (beyond what a second filter skips).
 */
export async function readDirectoryPartition(
  firmId: string,
  kind: DirectoryKind,
  part: string,
  field: string,
  order: 'asc' | 'desc',
  want: number,
  accept: (r: ListedRow) => boolean = () => true,
): Promise<ListedRow[]> {
  const rows: ListedRow[] = [];
  let cursor: string | null = null;
  do {
    const missing = want - rows.length;
    const limit = Number.isFinite(missing) ? Math.min(Math.max(missing, 10), 1000) : 1000;
    const page: { data: ListedRow[]; cursor: string | null } = await DirectoryRow.query
      .byPart({ firmId, kind, part, field })
      .go({ order, cursor, limit, attributes: ['key', 'id', 'active', 'adv', 'grp', 'tags'] });
    for (const r of page.data) if (accept(r)) rows.push(r);
    cursor = page.cursor;
  } while (cursor && rows.length < want);
  return rows.slice(0, want);
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
        .go({ limit: cap + 1, attributes: ['id', 'words', 'sort', 'active', 'adv', 'grp', 'tags'] }),
    ),
  );
  const byId = new Map<string, WordRow>();
  let capped = false;
  for (const { data } of pages) {
    if (data.length > cap) capped = true;
    for (const w of data.slice(0, cap)) byId.set(w.id, { ...w, key: '', words: w.words ?? [], sort: w.sort ?? {} });
  }
  return { rows: [...byId.values()], capped };
}

/**
 * Indexes items that have no directory rows yet (a bulk load: the bench, an import of new clients) with batch
 * writes instead of a transaction each: rows, words and states put, each partition's counter moved once by the
 * number of items added to it. Not for items already indexed (their old rows and counts would stay): use
 * reindexDirectoryItem for those.
 */
export async function indexNewDirectoryItems(firmId: string, kind: DirectoryKind, images: DirectoryImage[]) {
  const rows = [];
  const words = [];
  const states = [];
  const counts = new Map<string, number>();
  for (const img of images) {
    const c = directoryChanges(kind, null, img);
    const fields = { id: img.id, active: img.active, adv: img.adv, grp: img.grp, tags: img.tags };
    for (const r of c.putRows) rows.push({ firmId, kind, ...r, ...fields });
    for (const word of img.words)
      words.push({
        firmId,
        kind,
        state: img.state,
        lead: wordLead(word),
        word,
        ...fields,
        words: img.words,
        sort: img.sort,
      });
    states.push({ firmId, kind, id: img.id, version: 1, image: JSON.stringify(img), rows: c.rows, words: c.words });
    for (const [part, n] of c.counts) counts.set(part, (counts.get(part) ?? 0) + n);
  }
  await DirectoryRow.put(rows).go({ concurrent: 4 });
  await DirectoryWord.put(words).go({ concurrent: 4 });
  await DirectoryState.put(states).go({ concurrent: 4 });
  await Promise.all(
    [...counts].map(([part, n]) => DirectoryCount.update({ firmId, kind, part }).add({ total: n }).go()),
  );
  return { rows: rows.length, words: words.length };
}

/**
 * Several partitions of one list read as one, in sort order (a list of active and inactive items is the merge
 * of their two partitions), until `want` rows pass `accept`. Each partition's first read asks for its expected
 * share of the rows (from its counter), so page 50 of a firm with few inactive clients reads ~500 active rows
 * and ~50 inactive ones, not 500 of each; a partition is read further only when the merge has used up its rows.
 */
export async function readDirectoryPartitions(
  firmId: string,
  kind: DirectoryKind,
  parts: { part: string; expected: number }[],
  field: string,
  order: 'asc' | 'desc',
  want: number,
  accept: (r: ListedRow) => boolean = () => true,
): Promise<ListedRow[]> {
  if (parts.length === 1) return readDirectoryPartition(firmId, kind, parts[0]!.part, field, order, want, accept);
  const expectedAll = parts.reduce((n, p) => n + p.expected, 0);
  const streams = parts.map((p) => ({
    part: p.part,
    rows: [] as ListedRow[],
    at: 0,
    cursor: null as string | null,
    done: false,
  }));
  const fill = async (s: (typeof streams)[number], limit: number) => {
    const page: { data: ListedRow[]; cursor: string | null } = await DirectoryRow.query
      .byPart({ firmId, kind, part: s.part, field })
      .go({ order, cursor: s.cursor, limit, attributes: ['key', 'id', 'active', 'adv', 'grp', 'tags'] });
    s.rows = s.rows.slice(s.at).concat(page.data.filter(accept));
    s.at = 0;
    s.cursor = page.cursor;
    s.done = !page.cursor;
  };
  const chunk = (n: number) => (Number.isFinite(n) ? Math.min(Math.max(Math.ceil(n), 10), 1000) : 1000);
  await Promise.all(
    streams.map((s, i) => {
      const share = expectedAll > 0 ? parts[i]!.expected / expectedAll : 1 / parts.length;
      return fill(s, chunk(want * share * 1.1 + 10));
    }),
  );
  const before = (a: string, b: string) => (order === 'asc' ? a < b : a > b);
  const out: ListedRow[] = [];
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
    out.push(next.rows[next.at++]!);
  }
  return out;
}
