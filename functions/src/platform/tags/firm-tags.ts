/**
 * A firm's contact tags and entity tags (FA §5.6, §7.5): FirmTag items keyed by their lower-cased name, so a name
 * is unique per firm and kind by construction and the firm's tags list in name order with one query.
 */
import { tagOwnText, tagText } from '@ledgerline/shared/tags';
import { newId } from '../auth/secrets';
import { FirmTag, type FirmTagItem } from '../data/entities/firm-tag';
import { isConditionFailure } from '../data/transact';
import { Conflict, NotFound } from '../errors';
import { mapLimited } from '../map-limited';

export type TagKind = FirmTagItem['kind'];
/** The kinds of tag set on a client or entity (and so in the directory index); document tags are named on documents. */
export type ItemTagKind = Exclude<TagKind, 'document'>;
export type { FirmTagItem };

/** The key of uniqueness: a name compares trimmed and case-insensitively ('VIP' and 'vip ' are one tag). */
export const tagKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The firm's tags of a kind, in name order. */
export async function listFirmTags(firmId: string, kind: TagKind): Promise<FirmTagItem[]> {
  const { data } = await FirmTag.query.byName({ firmId, kind }).go({ pages: 'all' });
  return data;
}

/** A new tag; 'Tag already exist' when the firm has one of that name in any case. */
export async function createFirmTag(firmId: string, kind: TagKind, name: string): Promise<FirmTagItem> {
  const item = { firmId, kind, key: tagKey(name), tagId: newId(), name: name.trim().replace(/\s+/g, ' ') };
  try {
    await FirmTag.create(item).go();
  } catch (e) {
    if (isConditionFailure(e)) throw new Conflict(tagText.exists);
    throw e;
  }
  return item;
}

/** The firm's tag of that kind with this id (another firm's, or another kind's: 404). */
export async function findFirmTag(firmId: string, kind: TagKind, tagId: string): Promise<FirmTagItem> {
  const { data } = await FirmTag.query.byTagId({ firmId, tagId }).go({ limit: 1 });
  const tag = data[0];
  if (!tag || tag.kind !== kind) throw new NotFound('tag', tagOwnText.tagNotFound);
  return tag;
}

export async function deleteFirmTag(tag: FirmTagItem): Promise<void> {
  await FirmTag.delete({ firmId: tag.firmId, kind: tag.kind, key: tag.key }).go();
}

/** A tag as the screens show it. */
export type TagView = { id: string; name: string };

/** Tags as the screens show them: id and name. */
export const tagViews = (tags: FirmTagItem[]): TagView[] => tags.map((t) => ({ id: t.tagId, name: t.name }));

/** An item's tag ids as views, in the firm's name order; ids of tags that no longer exist are left out. */
export function itemTagViews(firmTags: FirmTagItem[], ids: readonly string[] | undefined) {
  const wanted = new Set(ids ?? []);
  return tagViews(firmTags.filter((t) => wanted.has(t.tagId)));
}

/** An item's tags out of views already read (tagViewsByIds of a page), keeping their name order. */
export function itemTagsOf(views: readonly TagView[], ids: readonly string[] | undefined) {
  const wanted = new Set(ids ?? []);
  return views.filter((t) => wanted.has(t.id));
}

/** Tag-by-id reads in flight at once (a page of items may name more tags than one item's maxTagsPerItem). */
const parallelTagReads = 16;

/**
 * Tags as views, read by their ids (one key each, as many as the ids name), in name order: the tags of one user or
 * entity, or of a page of them (each row then keeps its own with `itemTagViews`), where reading the firm's whole tag
 * list would grow with the firm. Ids of tags since removed, or of the other kind, are left out.
 */
export async function tagViewsByIds(firmId: string, kind: TagKind, ids: readonly string[] | undefined) {
  const found = await mapLimited(
    [...new Set(ids ?? [])],
    parallelTagReads,
    async (tagId) => (await FirmTag.query.byTagId({ firmId, tagId }).go({ limit: 1 })).data[0],
  );
  return tagViews(found.filter((t): t is FirmTagItem => t?.kind === kind).sort((a, b) => a.key.localeCompare(b.key)));
}
