/**
 * The firm directory's list index (FA §2.5, issue 13), generic over what is listed (kind 'user': the Users page;
 * 'entity': the Entities page): rows per listing partition and layer of sort fields, search words, exact counters
 * (entities in data/entities/directory-row.ts; the vocabulary in directory-keys.ts, the images in
 * directory-images.ts, the reads in directory-read.ts). The rows are a projection of the listed item:
 * `reindexDirectoryItem` computes the wanted rows from the item, writes them, deletes those it no longer wants and
 * moves the counters, in one transaction guarded by a version on the item's DirectoryState and a condition on the
 * item itself (and, for an entity, on its primary owner), retried on conflict. Doing it twice changes nothing.
 * `reindexDirectoryItems` does the same for many items at once (an import chunk, a bulk tag change): the same
 * guarded writes, several items to a transaction, each counter moved once per transaction.
 */
import { companyIdsOfUser } from './company-owners';
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
import { Company } from './data/entities/company';
import { User } from './data/entities/user';
import { Questionnaire } from './data/entities/questionnaire';
import { TaxReturn } from './data/entities/tax-return';
import { SignatureRequest } from './data/entities/signature-request';
import { signatureRequestImage, taxReturnImage } from './directory-delivery-images';
import {
  deliveryRef,
  dim,
  keyAttributes,
  parseDeliveryRef,
  partOf,
  sortKey,
  sortLayers,
  wordLead,
  type DirectoryImage,
  type DirectoryKind,
} from './directory-keys';
import { entityImage, questionnaireImage, userImage } from './directory-images';

/** A write of one item's rows must stay one transaction (DynamoDB's limit is 100 operations). */
export const maxTransactionOperations = 100;

export interface WantedRow {
  part: string;
  /** The layer's lead sort field (the row's partition key names it). */
  field: string;
  /** The lead field's sort key: the row's table sort key. */
  key: string;
  /** The sort keys of the layer's other fields, for the GSIs. */
  more: string[];
}

/** The dims an image is listed under: `all` and its own. */
export const dimsOf = (img: DirectoryImage): string[] => [dim.all, ...img.dims];

/** Every row an image wants: one per partition (its state × each dim) and layer of sort fields. */
export function directoryRows(kind: DirectoryKind, img: DirectoryImage): WantedRow[] {
  const keyOf = (field: string) => sortKey(field, img.sort[field] ?? '', img.id);
  return dimsOf(img).flatMap((d) =>
    sortLayers(kind).map(([lead, ...rest]) => ({
      part: partOf(img.state, d),
      field: lead!,
      key: keyOf(lead!),
      more: rest.map(keyOf),
    })),
  );
}

/** What a row is written as: its keys by slot, and the filter values it carries. */
function rowItem(firmId: string, kind: DirectoryKind, r: WantedRow, img: DirectoryImage) {
  const more = Object.fromEntries(r.more.map((k, i) => [keyAttributes[i + 1]!, k]));
  return {
    firmId,
    kind,
    part: r.part,
    field: r.field,
    key: r.key,
    ...more,
    id: img.id,
    active: img.active,
    dims: img.dims,
  };
}

function wordItem(firmId: string, kind: DirectoryKind, img: DirectoryImage, word: string) {
  const { id, active, dims, words, sort } = img;
  return { firmId, kind, state: img.state, lead: wordLead(word), word, id, active, dims, words, sort };
}

const rowId = (r: Pick<WantedRow, 'part' | 'key'>) => `${r.part}\n${r.key}`;
const splitRow = (s: string) => {
  const at = s.indexOf('\n');
  const key = s.slice(at + 1);
  return { part: s.slice(0, at), field: key.slice(0, key.indexOf('#')), key };
};
const wordId = (state: string, word: string) => `${state}\n${word}`;

/** What a reindex would do: rows and words to put and delete, and the counter moves. Pure, for tests. */
export function directoryChanges(
  kind: DirectoryKind,
  before: Pick<DirectoryStateItem, 'rows' | 'words'> | null,
  img: DirectoryImage | null,
) {
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

type TxEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
type TxCheck = ReturnType<
  ReturnType<TxEntities['user' | 'company' | 'questionnaire' | 'taxReturn' | 'signatureRequest']['check']>['commit']
>;
type TxOp = ReturnType<ReturnType<TxEntities['directoryRow']['delete']>['commit']>;

/** A condition on a listed item or a primary owner, by its key: one transaction holds each item once. */
interface KeyedCheck {
  key: string;
  check: (entities: TxEntities) => TxCheck;
}

/** The item's current image and the conditions that what it was made from is still what was read. */
interface Loaded {
  image: DirectoryImage | null;
  checks: KeyedCheck[];
}

/** The condition that a person is as read (updated_at moves on every write), or still absent. */
const userUnchanged = (firmId: string, userId: string, updatedAt: string | undefined): KeyedCheck => ({
  key: `user\n${userId}`,
  check: ({ user }) =>
    user
      .check({ firmId, userId })
      .where((a, op) => (updatedAt ? op.eq(a.updated_at, updatedAt) : op.notExists(a.userId)))
      .commit(),
});

const companyUnchanged = (firmId: string, companyId: string, updatedAt: string | undefined): KeyedCheck => ({
  key: `company\n${companyId}`,
  check: ({ company }) =>
    company
      .check({ firmId, companyId })
      .where((a, op) => (updatedAt ? op.eq(a.updated_at, updatedAt) : op.notExists(a.companyId)))
      .commit(),
});

const questionnaireUnchanged = (
  firmId: string,
  questionnaireId: string,
  updatedAt: string | undefined,
): KeyedCheck => ({
  key: `questionnaire\n${questionnaireId}`,
  check: ({ questionnaire }) =>
    questionnaire
      .check({ firmId, questionnaireId })
      .where((a, op) => (updatedAt ? op.eq(a.updated_at, updatedAt) : op.notExists(a.questionnaireId)))
      .commit(),
});

type UserRead = Parameters<typeof userImage>[0];
type QuestionnaireRead = Parameters<typeof questionnaireImage>[0];
type CompanyRead = Parameters<typeof entityImage>[0];

function userLoaded(firmId: string, userId: string, user: UserRead | null): Loaded {
  return { image: user ? userImage(user) : null, checks: [userUnchanged(firmId, userId, user?.updated_at)] };
}

function entityLoaded(
  firmId: string,
  companyId: string,
  company: CompanyRead | null,
  primary: UserRead | null,
): Loaded {
  const primaryId = company?.primary_user_id;
  return {
    image: company ? entityImage(company, primary) : null,
    checks: [
      companyUnchanged(firmId, companyId, company?.updated_at),
      ...(primaryId ? [userUnchanged(firmId, primaryId, primary?.updated_at)] : []),
    ],
  };
}

/** A questionnaire is listed with its entity's and the entity's primary owner's fields: all three are checked. */
function questionnaireLoaded(
  firmId: string,
  questionnaireId: string,
  q: QuestionnaireRead | null,
  company: CompanyRead | null,
  primary: UserRead | null,
): Loaded {
  const primaryId = company?.primary_user_id;
  return {
    image: q ? questionnaireImage(q, company, primary) : null,
    checks: [
      questionnaireUnchanged(firmId, questionnaireId, q?.updated_at),
      ...(q ? [companyUnchanged(firmId, q.companyId, company?.updated_at)] : []),
      ...(primaryId ? [userUnchanged(firmId, primaryId, primary?.updated_at)] : []),
    ],
  };
}

async function loadQuestionnaire(firmId: string, questionnaireId: string): Promise<Loaded> {
  const { data: q } = await Questionnaire.get({ firmId, questionnaireId }).go({ consistent: true });
  const company = q ? (await Company.get({ firmId, companyId: q.companyId }).go({ consistent: true })).data : null;
  const primaryId = company?.primary_user_id;
  const primary = primaryId ? (await User.get({ firmId, userId: primaryId }).go({ consistent: true })).data : null;
  return questionnaireLoaded(firmId, questionnaireId, q, company, primary);
}

/** An item of an entity (a tax return, a signature request) is checked with its entity and the entity's primary owner. */
function ofEntityChecks(firmId: string, company: CompanyRead | null, companyId: string, primary: UserRead | null) {
  const primaryId = company?.primary_user_id;
  return [
    companyUnchanged(firmId, companyId, company?.updated_at),
    ...(primaryId ? [userUnchanged(firmId, primaryId, primary?.updated_at)] : []),
  ];
}

async function loadEntityAndPrimary(firmId: string, companyId: string) {
  const company = (await Company.get({ firmId, companyId }).go({ consistent: true })).data;
  const primaryId = company?.primary_user_id;
  const primary = primaryId ? (await User.get({ firmId, userId: primaryId }).go({ consistent: true })).data : null;
  return { company, primary };
}

/**
 * A tax return (id `{companyId}:{taxReturnId}`) is listed with its entity's name and its primary owner's firm user
 * (whose name is a sort: a firm user's rename is not followed, their id is).
 */
async function loadTaxReturn(firmId: string, ref: string): Promise<Loaded> {
  const at = parseDeliveryRef(ref);
  if (!at) return { image: null, checks: [] };
  const key = { firmId, companyId: at.companyId, taxReturnId: at.id };
  const { data: r } = await TaxReturn.get(key).go({ consistent: true });
  const { company, primary } = await loadEntityAndPrimary(firmId, at.companyId);
  const advisorId = primary?.assigned_advisor_id;
  const advisor = advisorId ? (await User.get({ firmId, userId: advisorId }).go()).data : null;
  return {
    image: r ? taxReturnImage(r, company, primary, advisor) : null,
    checks: [
      {
        key: `taxReturn\n${ref}`,
        check: ({ taxReturn }) =>
          taxReturn
            .check(key)
            .where((a, op) => (r?.updated_at ? op.eq(a.updated_at, r.updated_at) : op.notExists(a.taxReturnId)))
            .commit(),
      },
      ...ofEntityChecks(firmId, company, at.companyId, primary),
    ],
  };
}

async function loadSignatureRequest(firmId: string, ref: string): Promise<Loaded> {
  const at = parseDeliveryRef(ref);
  if (!at) return { image: null, checks: [] };
  const key = { firmId, companyId: at.companyId, signatureRequestId: at.id };
  const { data: sr } = await SignatureRequest.get(key).go({ consistent: true });
  const { company, primary } = await loadEntityAndPrimary(firmId, at.companyId);
  return {
    image: sr ? signatureRequestImage(sr, company, primary) : null,
    checks: [
      {
        key: `signatureRequest\n${ref}`,
        check: ({ signatureRequest }) =>
          signatureRequest
            .check(key)
            .where((a, op) =>
              sr?.updated_at ? op.eq(a.updated_at, sr.updated_at) : op.notExists(a.signatureRequestId),
            )
            .commit(),
      },
      ...ofEntityChecks(firmId, company, at.companyId, primary),
    ],
  };
}

async function loadUser(firmId: string, userId: string): Promise<Loaded> {
  const { data: user } = await User.get({ firmId, userId }).go({ consistent: true });
  return userLoaded(firmId, userId, user);
}

async function loadEntity(firmId: string, companyId: string): Promise<Loaded> {
  const { data: company } = await Company.get({ firmId, companyId }).go({ consistent: true });
  const primaryId = company?.primary_user_id;
  const primary = primaryId ? (await User.get({ firmId, userId: primaryId }).go({ consistent: true })).data : null;
  return entityLoaded(firmId, companyId, company, primary);
}

const loaders: Record<DirectoryKind, (firmId: string, id: string) => Promise<Loaded>> = {
  user: loadUser,
  entity: loadEntity,
  questionnaire: loadQuestionnaire,
  tax_return: loadTaxReturn,
  signature_request: loadSignatureRequest,
};

/** Attempts before a reindex gives up on an item that keeps changing under it. */
const maxAttempts = 6;

/**
 * What bringing one item in line writes: its rows and words put and deleted, and its DirectoryState moved from the
 * version read (created when there was none, deleted when the item is no longer listed). The counter moves and the
 * conditions on the item are the caller's to add (a batch adds each counter once, each item's condition once).
 */
interface ItemWrite {
  kind: DirectoryKind;
  id: string;
  checks: KeyedCheck[];
  counts: Map<string, number>;
  /** Operations besides the checks and counters. */
  size: number;
  ops: (entities: TxEntities) => TxOp[];
}

/** Null when the item's rows are in line with it (nothing to write). */
function itemWrite(
  firmId: string,
  kind: DirectoryKind,
  id: string,
  before: DirectoryStateItem | null,
  loaded: Loaded,
): ItemWrite | null {
  const image = loaded.image ? JSON.stringify(loaded.image) : undefined;
  if ((before?.image ?? undefined) === image && (before || !image)) return null;
  const c = directoryChanges(kind, before, loaded.image);
  const img = loaded.image;
  const deleteWords = c.deleteWords.map((w) => {
    const at = w.indexOf('\n');
    return { state: w.slice(0, at), word: w.slice(at + 1) };
  });
  return {
    kind,
    id,
    checks: loaded.checks,
    counts: c.counts,
    size: (img ? c.putRows.length + img.words.length : 0) + c.deleteRows.length + deleteWords.length + 1,
    ops: ({ directoryRow, directoryWord, directoryState }) => [
      ...(img ? c.putRows.map((r) => directoryRow.put(rowItem(firmId, kind, r, img)).commit()) : []),
      ...c.deleteRows.map((r) => directoryRow.delete({ firmId, kind, ...r }).commit()),
      ...(img ? img.words.map((word) => directoryWord.put(wordItem(firmId, kind, img, word)).commit()) : []),
      ...deleteWords.map(({ state, word }) =>
        directoryWord.delete({ firmId, kind, state, lead: wordLead(word), word, id }).commit(),
      ),
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
    ],
  };
}

const countKey = (kind: DirectoryKind, part: string) => `${kind}\n${part}`;

/** The distinct checks and the net counter moves of some item writes (a move that sums to 0 is left out). */
function merged(writes: readonly ItemWrite[]) {
  const checks = new Map<string, KeyedCheck>();
  const counts = new Map<string, { kind: DirectoryKind; part: string; n: number }>();
  for (const w of writes) {
    for (const c of w.checks) if (!checks.has(c.key)) checks.set(c.key, c);
    for (const [part, n] of w.counts) {
      const k = countKey(w.kind, part);
      counts.set(k, { kind: w.kind, part, n: (counts.get(k)?.n ?? 0) + n });
    }
  }
  return { checks: [...checks.values()], counts: [...counts.values()].filter((c) => c.n !== 0) };
}

const operationsOf = (writes: readonly ItemWrite[]) => {
  const { checks, counts } = merged(writes);
  return checks.length + counts.length + writes.reduce((n, w) => n + w.size, 0);
};

/**
 * One transaction of item writes: each item's rows, words and state, the condition that each item (and an
 * entity's primary owner) is as read, and every counter moved once by the items' net move. All of it or none:
 * a counter never moves without the states that record the rows it counts. Answers whether it committed, or
 * which conditions failed.
 */
async function commitWrites(firmId: string, writes: readonly ItemWrite[]) {
  const { checks, counts } = merged(writes);
  const result = await db.transaction
    .write((e) => {
      const ops = [
        ...checks.map((c) => c.check(e)),
        ...writes.flatMap((w) => w.ops(e)),
        ...counts.map(({ kind, part, n }) =>
          e.directoryCount.update({ firmId, kind, part }).add({ total: n }).commit(),
        ),
      ];
      if (ops.length > maxTransactionOperations) {
        const what = writes.length === 1 ? `${writes[0]!.kind} ${writes[0]!.id}` : `${writes.length} items`;
        throw new Error(`Directory rows of ${what} exceed one transaction (${ops.length} operations)`);
      }
      return ops;
    })
    .go();
  if (!result.canceled) return { committed: true as const };
  return { committed: false as const, codes: (result.data as unknown as { code: string }[]).map((d) => d.code) };
}

const isConflict = (codes: string[]) =>
  codes.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict');

/**
 * Brings one item's directory rows in line with the item. Idempotent; returns whether it wrote anything.
 * Called after every write of a listed field (the item's own write is not in this transaction: a failure in
 * between leaves the rows stale until the next write of the item or a `reindexDirectory` job).
 */
export async function reindexDirectoryItem(firmId: string, kind: DirectoryKind, id: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    // The state is read before the item: a reindex that read an older item then commits against an older version.
    const { data: before } = await DirectoryState.get({ firmId, kind, id }).go({ consistent: true });
    const write = itemWrite(firmId, kind, id, before ?? null, await loaders[kind](firmId, id));
    if (!write) return false;
    const result = await commitWrites(firmId, [write]);
    if (result.committed) {
      if (kind === 'entity' && before) await reindexQuestionnairesOfEntities(firmId, [id]);
      return true;
    }
    if (!isConflict(result.codes) || attempt >= maxAttempts) {
      throw new Error(`Directory reindex of ${kind} ${id} failed: ${result.codes.join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
  }
}

/** One listed item: a client (or any person: staff are not listed) or an entity. */
export interface DirectoryItemRef {
  kind: DirectoryKind;
  id: string;
}

const refKey = (r: DirectoryItemRef) => `${r.kind}\n${r.id}`;

/**
 * The DirectoryStates of some items, then the items themselves (an entity's primary owner too), all read
 * consistently, a BatchGet per kind of item: what a batch reindex computes from. The states are read first, as
 * reindexDirectoryItem reads them: an item read before a newer write then commits against an older version.
 */
async function loadBatch(firmId: string, refs: readonly DirectoryItemRef[]) {
  const userIds = refs.filter((r) => r.kind === 'user').map((r) => r.id);
  const questionnaireIds = refs.filter((r) => r.kind === 'questionnaire').map((r) => r.id);
  const consistent = { consistent: true };
  const states = await getItems(
    DirectoryState,
    refs.map((r) => ({ firmId, kind: r.kind, id: r.id })),
    consistent,
  );
  const questionnaires = await getItems(
    Questionnaire,
    questionnaireIds.map((questionnaireId) => ({ firmId, questionnaireId })),
    consistent,
  );
  // A questionnaire is listed with its entity's fields: its entity is read with the entities asked for.
  const companyIds = [
    ...new Set([
      ...refs.filter((r) => r.kind === 'entity').map((r) => r.id),
      ...questionnaires.map((q) => q.companyId),
    ]),
  ];
  const [users, companies] = await Promise.all([
    getItems(
      User,
      userIds.map((userId) => ({ firmId, userId })),
      consistent,
    ),
    getItems(
      Company,
      companyIds.map((companyId) => ({ firmId, companyId })),
      consistent,
    ),
  ]);
  const people = new Map<string, UserRead>(users.map((u) => [u.userId, u]));
  const owners = [...new Set(companies.flatMap((c) => (c.primary_user_id ? [c.primary_user_id] : [])))];
  const missing = owners.filter((id) => !people.has(id));
  for (const u of await getItems(
    User,
    missing.map((userId) => ({ firmId, userId })),
    consistent,
  ))
    people.set(u.userId, u);
  return {
    states: new Map(states.map((s) => [refKey(s), s])),
    people,
    companies: new Map(companies.map((c) => [c.companyId, c])),
    questionnaires: new Map(questionnaires.map((q) => [q.questionnaireId, q])),
  };
}

/**
 * Brings many items' rows in line at once (an import chunk's new clients, spouses and entities; a bulk tag
 * change): the states and items are read in a few BatchGets, and the writes go in as few transactions as fit
 * (each at most `maxTransactionOperations`), one after another, each moving every counter it touches once. Each
 * transaction is what `reindexDirectoryItem` would commit for its items, together: guarded by every item's state
 * version (or its absence) and the condition that every item is as read, so a counter only ever moves with the
 * states that record its rows, and running it again, or beside another run, counts nothing twice. The items of a
 * transaction that does not commit (one changed meanwhile, or was indexed by someone else) are reindexed one by
 * one. Throws when one of those fails after its retries. Answers how many items it wrote.
 */
export async function reindexDirectoryItems(firmId: string, refs: readonly DirectoryItemRef[]): Promise<number> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  if (!unique.length) return 0;
  const { states, people, companies, questionnaires } = await loadBatch(firmId, unique);
  const writes: ItemWrite[] = [];
  const oneByOne: DirectoryItemRef[] = [];
  for (const ref of unique) {
    const { kind, id } = ref;
    if (kind === 'tax_return' || kind === 'signature_request') {
      // Few at a time (an entity's returns and requests): each is reindexed on its own.
      oneByOne.push(ref);
      continue;
    }
    let loaded: Loaded;
    if (kind === 'user') loaded = userLoaded(firmId, id, people.get(id) ?? null);
    else if (kind === 'questionnaire') {
      const q = questionnaires.get(id) ?? null;
      const company = q ? (companies.get(q.companyId) ?? null) : null;
      const primaryId = company?.primary_user_id;
      loaded = questionnaireLoaded(firmId, id, q, company, primaryId ? (people.get(primaryId) ?? null) : null);
    } else {
      const company = companies.get(id) ?? null;
      const primaryId = company?.primary_user_id;
      loaded = entityLoaded(firmId, id, company, primaryId ? (people.get(primaryId) ?? null) : null);
    }
    const write = itemWrite(firmId, kind, id, states.get(refKey(ref)) ?? null, loaded);
    if (!write) continue;
    // An item too large to share a transaction goes alone (and fails there as reindexDirectoryItem would).
    if (operationsOf([write]) > maxTransactionOperations) oneByOne.push(ref);
    else writes.push(write);
  }
  // In the refs' order, as many as fit: the items of one row of an import (a client and their entity) share the
  // check on the client, and most counters are shared by all of them.
  const groups: ItemWrite[][] = [];
  for (const w of writes) {
    const last = groups.at(-1);
    if (last && operationsOf([...last, w]) <= maxTransactionOperations) last.push(w);
    else groups.push([w]);
  }
  let written = 0;
  // One after another: they move the same counters, and transactions on one item at once would conflict.
  const reindexedEntities: string[] = [];
  for (const group of groups) {
    const result = await commitWrites(firmId, group);
    if (result.committed) {
      written += group.length;
      for (const w of group) if (w.kind === 'entity' && states.has(refKey(w))) reindexedEntities.push(w.id);
    } else if (isConflict(result.codes)) oneByOne.push(...group);
    else throw new Error(`Directory reindex of ${group.length} items failed: ${result.codes.join(', ')}`);
  }
  const done = await inChunks(oneByOne, (r) => reindexDirectoryItem(firmId, r.kind, r.id));
  if (reindexedEntities.length) await reindexQuestionnairesOfEntities(firmId, reindexedEntities);
  return written + done;
}

/**
 * After entities' listed fields changed (name, type, tags, inactive, primary owner's firm user or group): the rows of
 * their questionnaires, which list those fields too. Reads grow with the entities' questionnaires (one query each
 * on "an entity's questionnaires"). An entity listed for the first time has none to reindex, so callers skip it.
 */
async function reindexQuestionnairesOfEntities(firmId: string, companyIds: readonly string[]): Promise<void> {
  for (const companyId of companyIds) {
    const { data } = await Questionnaire.query
      .byCompanyYear({ firmId, companyId })
      .go({ pages: 'all', attributes: ['questionnaireId'] });
    const [returns, requests] = await Promise.all([
      TaxReturn.query.byCompany({ firmId, companyId }).go({ pages: 'all', attributes: ['taxReturnId'] }),
      SignatureRequest.query.byCompany({ firmId, companyId }).go({ pages: 'all', attributes: ['signatureRequestId'] }),
    ]);
    const refs: DirectoryItemRef[] = [
      ...data.map((q) => ({ kind: 'questionnaire' as const, id: q.questionnaireId })),
      ...returns.data.map((r) => ({ kind: 'tax_return' as const, id: deliveryRef(companyId, r.taxReturnId) })),
      ...requests.data.map((r) => ({
        kind: 'signature_request' as const,
        id: deliveryRef(companyId, r.signatureRequestId),
      })),
    ];
    if (refs.length) await reindexDirectoryItems(firmId, refs);
  }
}

export const reindexDirectoryUser = (firmId: string, userId: string) => reindexDirectoryItem(firmId, 'user', userId);
export const reindexDirectoryEntity = (firmId: string, companyId: string) =>
  reindexDirectoryItem(firmId, 'entity', companyId);

/**
 * After a write of an item's listed fields (the write itself has committed): reindexes it, and when that fails
 * after its retries, logs it instead of failing the write the caller already made. The rows stay stale until the
 * item's next write or a `reindexDirectory` job (users/jobs.ts) for the firm. Answers whether it wrote.
 */
async function syncDirectoryItem(firmId: string, kind: DirectoryKind, id: string): Promise<boolean> {
  try {
    return await reindexDirectoryItem(firmId, kind, id);
  } catch (e) {
    log('error', 'directory reindex failed', { firmId, kind, id, error: (e as Error).message });
    return false;
  }
}

/**
 * After a write of a person's listed fields: their row on the Users page, and when that changed, the rows of the
 * entities they are primary owner of (whose assigned firm user, group and search words are theirs). A person's
 * row not changing means another sync already wrote it and goes on to their entities itself.
 */
export async function syncDirectoryUser(firmId: string, userId: string): Promise<void> {
  if (await syncDirectoryItem(firmId, 'user', userId)) await syncDirectoryEntitiesOfUser(firmId, userId);
}

/**
 * After a write of a person's fields that only their own row lists (contact tags, phone): their row alone, without
 * the entities of theirs, whose rows do not list those fields.
 */
export async function syncDirectoryUserRow(firmId: string, userId: string): Promise<void> {
  await syncDirectoryItem(firmId, 'user', userId);
}

/** After a write of a tax return (FA §2.6 table): its rows. Logged, not thrown, when it fails. */
export async function syncDirectoryTaxReturn(firmId: string, companyId: string, taxReturnId: string): Promise<void> {
  await syncDirectoryItem(firmId, 'tax_return', deliveryRef(companyId, taxReturnId));
}

/** After a write of a signature request (FA §2.7 table): its rows. Logged, not thrown, when it fails. */
export async function syncDirectorySignatureRequest(firmId: string, companyId: string, id: string): Promise<void> {
  await syncDirectoryItem(firmId, 'signature_request', deliveryRef(companyId, id));
}

/** After a write of an entity's listed fields (name, type, inactive, deleted_at, entity_tags, primary owner). */
export async function syncDirectoryEntity(firmId: string, companyId: string): Promise<void> {
  await syncDirectoryItem(firmId, 'entity', companyId);
}

/** Reindexes at most this many items at once. */
const parallelReindexes = 8;

async function inChunks<T>(items: T[], run: (item: T) => Promise<boolean>): Promise<number> {
  let written = 0;
  for (let i = 0; i < items.length; i += parallelReindexes) {
    const done = await Promise.all(items.slice(i, i + parallelReindexes).map(run));
    written += done.filter(Boolean).length;
  }
  return written;
}

/**
 * The entities a person is primary owner of: their memberships (the key of "a user's entities"), then one batch
 * read of those entities, keeping those whose primary_user_id is theirs. Reads grow with the person's entities.
 */
export async function primaryEntityIds(firmId: string, userId: string): Promise<string[]> {
  const companyIds = await companyIdsOfUser(firmId, userId);
  const companies = await getItems(
    Company,
    companyIds.map((companyId) => ({ firmId, companyId })),
  );
  return companies.filter((c) => c.primary_user_id === userId).map((c) => c.companyId);
}

/** Reindexes the entities whose primary owner is this person (their listed adv, grp and words are the person's). */
export async function syncDirectoryEntitiesOfUser(firmId: string, userId: string): Promise<void> {
  try {
    const ids = await primaryEntityIds(firmId, userId);
    await inChunks(ids, (companyId) => syncDirectoryItem(firmId, 'entity', companyId));
  } catch (e) {
    log('error', 'directory reindex of a person’s entities failed', { firmId, userId, error: (e as Error).message });
  }
}

/** One page of a firm's item ids of a kind, from its own key (the firm's people; the firm's entities). */
async function firmItemIds(firmId: string, kind: DirectoryKind, cursor: string | null) {
  if (kind === 'user') {
    const page = await User.query.byId({ firmId }).go({ cursor, limit: 200, attributes: ['userId'] });
    return { ids: page.data.map((u) => u.userId), cursor: page.cursor };
  }
  if (kind === 'questionnaire' || kind === 'tax_return' || kind === 'signature_request') {
    // The directory's own states of the kind: those already listed (a repair of the questionnaire rows).
    const page = await DirectoryState.query.byId({ firmId, kind }).go({ cursor, limit: 200, attributes: ['id'] });
    return { ids: page.data.map((q) => q.id), cursor: page.cursor };
  }
  const page = await Company.query.byId({ firmId }).go({ cursor, limit: 200, attributes: ['companyId'] });
  return { ids: page.data.map((c) => c.companyId), cursor: page.cursor };
}

/**
 * Rebuilds a firm's rows of one kind (data written before the index, or to repair it), a page of the firm's items
 * at a time from `cursor`, until `maxItems` are done or the firm is: answers how many it wrote and where to go on
 * (null when done). Idempotent: an item whose rows match is not written.
 */
export async function reindexDirectoryFirm(
  firmId: string,
  kind: DirectoryKind = 'user',
  from: { cursor?: string | null; maxItems?: number } = {},
): Promise<{ written: number; cursor: string | null }> {
  let cursor = from.cursor ?? null;
  let written = 0;
  let seen = 0;
  do {
    const page = await firmItemIds(firmId, kind, cursor);
    written += await inChunks(page.ids, (id) => reindexDirectoryItem(firmId, kind, id));
    seen += page.ids.length;
    cursor = page.cursor;
  } while (cursor && seen < (from.maxItems ?? Number.POSITIVE_INFINITY));
  return { written, cursor };
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
    for (const r of c.putRows) rows.push(rowItem(firmId, kind, r, img));
    for (const word of img.words) words.push(wordItem(firmId, kind, img, word));
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
