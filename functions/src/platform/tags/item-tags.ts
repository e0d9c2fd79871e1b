/**
 * Setting tags on clients and entities (FA §5.6, §7.2, §7.4) and taking a removed tag off every item (§7.5), for
 * the users, companies and firms domains and the tag jobs. Rules: unknown tag ids are refused (400), more than
 * `maxTagsPerItem` on an item is refused (422), a group-limited caller touches only their group's items (others
 * answer 404, or are skipped in a bulk). Large bulks and sweeps go through the queue (jobs.ts).
 */
import type { Caller } from '@ledgerline/shared/access';
import { maxTagsPerItem, tagOwnText, tagText } from '@ledgerline/shared/tags';
import { enqueue } from '../adapters/queue';
import type { FirmTagItem } from '../data/entities/firm-tag';
import { dim, directoryStates, partOf, type DirectoryListState } from '../directory-keys';
import { pageDirectoryPartition } from '../directory-read';
import { Conflict, Invalid, NotFound, Unprocessable } from '../errors';
import { isGroupLimited } from '../firm-groups';
import { mapLimited } from '../map-limited';
import {
  deleteFirmTag,
  findFirmTag,
  itemTagViews,
  listFirmTags,
  tagViews,
  type ItemTagKind as TagKind,
} from './firm-tags';
import { tagJobs } from './jobs';
import { distinct, nextTags, sameTags } from './rules';
import { taggedKinds, type TaggedItem } from './tagged-items';

/** Items changed during a request; beyond it, the rest is a queued job's. */
export const inlineItems = 25;
/** Items one job run changes before it queues the rest. */
const itemsPerJob = 200;
/** Tries of one item's write when it changes under it. */
const maxWriteAttempts = 4;

const tooManyOnItem: Record<TagKind, string> = {
  contact: tagOwnText.tooManyOnUser,
  entity: tagOwnText.tooManyOnEntity,
};
const itemsWord: Record<TagKind, 'users' | 'entities'> = { contact: 'users', entity: 'entities' };

/**
 * The group a caller's tag changes are limited to: undefined for staff who see the whole firm, the group (or null:
 * none, so nothing) for a group-limited firm user.
 */
const limitOf = (caller: Caller) => (isGroupLimited(caller) ? (caller.firmGroupId ?? null) : undefined);

/** The items of these ids that may be tagged within `limit` (the firm's; a group-limited caller's group's). */
async function readAllowed(firmId: string, kind: TagKind, ids: string[], limit: string | null | undefined) {
  const k = taggedKinds[kind];
  const items = await k.read(firmId, distinct(ids));
  if (limit === undefined) return items;
  if (limit === null) return [];
  const allowed = await k.inGroup(firmId, limit, items);
  return items.filter((i) => allowed.has(i.id));
}

/** The selected ids, each a tag of the firm of that kind: 400 otherwise. */
function selectedTags(firmTags: FirmTagItem[], ids: readonly string[]): FirmTagItem[] {
  const byId = new Map(firmTags.map((t) => [t.tagId, t]));
  const selected = distinct(ids).map((id) => byId.get(id));
  if (selected.some((t) => !t)) throw new Invalid(tagOwnText.unknownTags);
  return selected as FirmTagItem[];
}

/**
 * One item's write, re-read and tried again when the item changes under it: whether it wrote. Its directory rows
 * are the caller's to bring in line (`k.sync`), for many items at once.
 */
async function writeItemTags(
  firmId: string,
  kind: TagKind,
  item: TaggedItem,
  next: (item: TaggedItem) => string[] | null,
  firmTags: FirmTagItem[],
): Promise<boolean> {
  const k = taggedKinds[kind];
  let current: TaggedItem | undefined = item;
  for (let attempt = 1; current; attempt++) {
    const tags = next(current);
    if (!tags || sameTags(tags, current.tags)) return false;
    const added = firmTags.filter((t) => tags.includes(t.tagId) && !current!.tags.includes(t.tagId));
    if (await k.write(firmId, current, tags, added)) return true;
    if (attempt >= maxWriteAttempts) throw new Conflict('The item changed while its tags were saved: try again');
    [current] = await k.read(firmId, [current.id]);
  }
  return false;
}

/**
 * Items' writes, `parallel` at a time, then the directory rows of those written, together (`also`: ids to bring in
 * line whether written or not). Answers how many were written. A write that fails after its tries does not keep
 * the others' rows from being synced.
 */
async function writeAndSync(
  firmId: string,
  kind: TagKind,
  items: TaggedItem[],
  next: (item: TaggedItem) => string[] | null,
  firmTags: FirmTagItem[],
  options: { strict: boolean; parallel: number; also?: string[] },
): Promise<number> {
  const results = await mapLimited(items, options.parallel, (item) =>
    writeItemTags(firmId, kind, item, next, firmTags).then(
      (written) => ({ written }),
      (error: unknown) => ({ written: false, error }),
    ),
  );
  const written = items.filter((_, at) => results[at]!.written).map((i) => i.id);
  await taggedKinds[kind].sync(firmId, [...new Set([...written, ...(options.also ?? [])])], options.strict);
  const failed = results.find((r) => 'error' in r);
  if (failed && 'error' in failed) throw failed.error;
  return written.length;
}

/**
 * POST /users/update_tags, POST /companies/{id}/update_tags: the item's tags become exactly these. `checkInput`
 * runs once the item is found: an item the caller may not see answers 404 whatever else the request says.
 */
export async function setItemTags(
  caller: Caller,
  kind: TagKind,
  id: string,
  tagIds: string[],
  checkInput: () => void = () => {},
) {
  const { firmId } = caller;
  const [item] = await readAllowed(firmId, kind, [id], limitOf(caller));
  if (!item)
    throw new NotFound(kind === 'contact' ? 'user' : 'company', kind === 'contact' ? undefined : 'Entity not found');
  checkInput();
  const firmTags = await listFirmTags(firmId, kind);
  const wanted = selectedTags(firmTags, tagIds).map((t) => t.tagId);
  if (wanted.length > maxTagsPerItem) throw new Unprocessable(tooManyOnItem[kind]);
  try {
    await writeAndSync(firmId, kind, [item], () => wanted, firmTags, { strict: false, parallel: 1 });
  } catch (e) {
    // A write refused because a tag went away meanwhile: the tag list is read again to say which.
    if (!(e instanceof Conflict)) throw e;
    selectedTags(await listFirmTags(firmId, kind), wanted);
    throw e;
  }
  return itemTagViews(firmTags, wanted);
}

/**
 * POST /users/save_tags, POST /companies/update_tags_in_bulk: add the selected tags to every selected item (or
 * take them off). Checked for every item before anything is written: an add that would leave any item over the
 * limit changes nothing (422). The first `inlineItems` are written now, the rest by a queued job.
 */
export async function changeTagsInBulk(
  caller: Caller,
  kind: TagKind,
  ids: string[],
  tagIds: string[],
  remove: boolean,
): Promise<{ updated: number; queued: number }> {
  const { firmId } = caller;
  if (ids.length === 0) throw new Invalid(tagText.nothingSelected);
  if (!remove && tagIds.length === 0) throw new Invalid(tagOwnText.chooseTags);
  const firmTags = await listFirmTags(firmId, kind);
  const selected = selectedTags(firmTags, tagIds).map((t) => t.tagId);
  if (!remove && selected.length > maxTagsPerItem) throw new Unprocessable(tagOwnText.tooManySelected);
  const known = new Set(firmTags.map((t) => t.tagId));
  const items = await readAllowed(firmId, kind, ids, limitOf(caller));
  const changing = items.filter((i) => !sameTags(nextTags(i.tags, known, selected, remove), i.tags));
  const over = changing.filter((i) => nextTags(i.tags, known, selected, remove).length > maxTagsPerItem);
  if (over.length) throw new Unprocessable(tagOwnText.tooManyInBulk(over.length, itemsWord[kind]));
  const now = changing.slice(0, inlineItems);
  const later = changing.slice(inlineItems);
  const change = (i: TaggedItem) => capped(nextTags(i.tags, known, selected, remove));
  const updated = await writeAndSync(firmId, kind, now, change, firmTags, { strict: false, parallel: inlineItems });
  if (later.length) {
    const groupId = limitOf(caller) ?? undefined;
    await enqueue(tagJobs.applyItemTags, {
      firmId,
      kind,
      ids: later.map((i) => i.id),
      tagIds: selected,
      remove,
      groupId,
    });
  }
  return { updated, queued: later.length };
}

/** A change that would leave an item over the limit (it gained tags since it was checked) is not made. */
const capped = (tags: string[]) => (tags.length > maxTagsPerItem ? null : tags);

/** The `applyItemTags` job: a part of a large bulk change, then the rest queued. */
export async function runApplyItemTags(payload: {
  firmId: string;
  kind: TagKind;
  ids: string[];
  tagIds: string[];
  remove: boolean;
  groupId?: string;
}) {
  const { firmId, kind, remove } = payload;
  const firmTags = await listFirmTags(firmId, kind);
  const known = new Set(firmTags.map((t) => t.tagId));
  // Tags removed since the request are left out of an add (their ids are no longer known).
  const selected = payload.tagIds.filter((t) => known.has(t));
  const [part, rest] = [payload.ids.slice(0, itemsPerJob), payload.ids.slice(itemsPerJob)];
  const items = await readAllowed(firmId, kind, part, payload.groupId);
  const change = (x: TaggedItem) => capped(nextTags(x.tags, known, selected, remove));
  const updated = await writeAndSync(firmId, kind, items, change, firmTags, { strict: true, parallel: 8 });
  if (rest.length) await enqueue(tagJobs.applyItemTags, { ...payload, ids: rest });
  return { updated, more: rest.length > 0 };
}

/** Where a sweep of a removed tag goes on: the state (index into directoryStates) and the cursor in it. */
interface SweepPosition {
  state: number;
  cursor: string | null;
}

/**
 * Takes a removed tag off the items its directory partitions list (`{state}#tag:{id}`, the key of "the items
 * carrying this tag"), until `budget` items are done: answers how many it changed and where to go on (null when
 * done). Every listed item is reindexed, so a row left stale by an earlier failure leaves the partition too.
 */
async function sweepTag(
  firmId: string,
  kind: TagKind,
  tagId: string,
  from: SweepPosition,
  budget: number,
  strict: boolean,
): Promise<{ updated: number; next: SweepPosition | null }> {
  const k = taggedKinds[kind];
  let { state, cursor } = from;
  let updated = 0;
  let seen = 0;
  while (state < directoryStates.length && seen < budget) {
    const part = partOf(directoryStates[state] as DirectoryListState, dim.tag(tagId));
    const limit = Math.min(50, budget - seen);
    const page = await pageDirectoryPartition(firmId, k.directoryKind, part, 'created_at', 'asc', cursor, limit);
    const items = await k.read(
      firmId,
      page.rows.map((r) => r.id),
    );
    const without = (i: TaggedItem) => i.tags.filter((t) => t !== tagId);
    // Every listed item is synced, written or not.
    const also = items.map((i) => i.id);
    updated += await writeAndSync(firmId, kind, items, without, [], { strict, parallel: 1, also });
    seen += page.rows.length;
    cursor = page.cursor;
    if (!cursor) [state, cursor] = [state + 1, null];
  }
  return { updated, next: state < directoryStates.length ? { state, cursor } : null };
}

/**
 * POST /firms/remove_client_tag, /firms/remove_entity_tag: the tag is gone at once (nobody can put it on again),
 * then taken off the items that carry it: the first ones now, the rest by a queued job.
 */
export async function removeFirmTag(firmId: string, kind: TagKind, tagId: string) {
  const tag = await findFirmTag(firmId, kind, tagId);
  await deleteFirmTag(tag);
  const { updated, next } = await sweepTag(firmId, kind, tagId, { state: 0, cursor: null }, inlineItems, false);
  if (next) await enqueue(tagJobs.sweepRemovedTag, { firmId, kind, tagId, ...next });
  return { tags: tagViews(await listFirmTags(firmId, kind)), updated, queued: next !== null };
}

/** The `sweepRemovedTag` job: a part of a removed tag's items, then the rest queued. */
export async function runSweepRemovedTag(payload: {
  firmId: string;
  kind: TagKind;
  tagId: string;
  state: number;
  cursor?: string | null;
  round: number;
}) {
  const { firmId, kind, tagId, round } = payload;
  const from = { state: payload.state, cursor: payload.cursor ?? null };
  const { updated, next } = await sweepTag(firmId, kind, tagId, from, itemsPerJob, true);
  if (next)
    await enqueue(
      tagJobs.sweepRemovedTag,
      { firmId, kind, tagId, ...next, round: round + 1 },
      { dedupeId: `sweep-removed-tag-${tagId}-${round + 1}` },
    );
  return { updated, more: next !== null };
}
