/**
 * The items tags are put on: clients (contact tags, User.contact_tags) and entities (entity tags,
 * Company.entity_tags). One shape for both, so setting, bulk changes and the removal sweep are written once
 * (item-tags.ts). Each write is conditional on the item being as read and on every added tag still existing, so a
 * tag removed meanwhile is never written onto an item; the item's directory row follows the write.
 */
import { getItems } from '../data/batch-get';
import { Company } from '../data/entities/company';
import type { FirmTagItem } from '../data/entities/firm-tag';
import { User } from '../data/entities/user';
import { db } from '../data/service';
import { reindexDirectoryItems } from '../directory';
import type { DirectoryKind } from '../directory-keys';
import { log } from '../log';
import { companiesInGroup } from '../firm-groups';
import type { ItemTagKind as TagKind } from './firm-tags';

/** An item as tagging reads it. */
export interface TaggedItem {
  id: string;
  tags: string[];
  updatedAt: string;
  /** A client's firm group. */
  group?: string;
  /** An entity's primary owner, whose group is the entity's (firm-groups.ts). */
  primaryUserId?: string;
}

export interface TaggedKind {
  directoryKind: DirectoryKind;
  /**
   * The firm's items of these ids that can carry tags (another firm's and unknown ids are left out), read
   * consistently: a change decided on an older copy could be skipped as already made.
   */
  read(firmId: string, ids: string[]): Promise<TaggedItem[]>;
  /** Which of the items a group-limited firm user of this group may touch (FA §6). */
  inGroup(firmId: string, groupId: string, items: TaggedItem[]): Promise<Set<string>>;
  /** Sets the item's tags if it is unchanged since read and every tag of `added` exists; false if not. */
  write(firmId: string, item: TaggedItem, tags: string[], added: FirmTagItem[]): Promise<boolean>;
  /**
   * After writes: the items' directory rows, brought in line together (one transaction for many items, each
   * counter moved once), before the request answers. Logged, not thrown, on failure; a job's `strict` throws.
   */
  sync(firmId: string, ids: string[], strict?: boolean): Promise<void>;
}

/** Conditions that each added tag still exists, for the item's write transaction. */
type TxEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
const tagsExist = (e: TxEntities, added: FirmTagItem[]) =>
  added.map((t) =>
    e.firmTag
      .check({ firmId: t.firmId, kind: t.kind, key: t.key })
      .where((a, op) => op.eq(a.tagId, t.tagId))
      .commit(),
  );

/** The item's new tags, if it is as read, with the checks that every added tag still exists: one transaction. */
async function writeTags(kind: TagKind, firmId: string, item: TaggedItem, tags: string[], added: FirmTagItem[]) {
  const result = await db.transaction
    .write((e) => [
      ...tagsExist(e, added),
      kind === 'contact'
        ? e.user
            .patch({ firmId, userId: item.id })
            .set({ contact_tags: tags })
            .where((a, op) => op.eq(a.updated_at, item.updatedAt))
            .commit()
        : e.company
            .patch({ firmId, companyId: item.id })
            .set({ entity_tags: tags })
            .where((a, op) => op.eq(a.updated_at, item.updatedAt))
            .commit(),
    ])
    .go();
  return !result.canceled;
}

/**
 * The tagged items' directory rows after their writes. A request's failure is logged, not thrown (the tags are
 * written; the rows stay stale until the item's next write or a reindexDirectory job); a job's throws, so the queue
 * runs it again.
 */
async function syncRows(firmId: string, kind: DirectoryKind, ids: string[], strict = false) {
  try {
    await reindexDirectoryItems(
      firmId,
      ids.map((id) => ({ kind, id })),
    );
  } catch (e) {
    if (strict) throw e;
    log('error', 'directory reindex after a tag change failed', { firmId, kind, ids, error: (e as Error).message });
  }
}

const clients: TaggedKind = {
  directoryKind: 'user',
  async read(firmId, ids) {
    const found = await getItems(
      User,
      ids.map((userId) => ({ firmId, userId })),
      { consistent: true },
    );
    return found
      .filter((u) => !u.is_advisor)
      .map((u) => ({
        id: u.userId,
        tags: u.contact_tags ?? [],
        updatedAt: u.updated_at ?? '',
        group: u.firm_group_id,
      }));
  },
  async inGroup(_firmId, groupId, items) {
    return new Set(items.filter((i) => i.group === groupId).map((i) => i.id));
  },
  write: (firmId, item, tags, added) => writeTags('contact', firmId, item, tags, added),
  // Contact tags are listed on the person's own row only, not on their entities'.
  sync: (firmId, ids, strict) => syncRows(firmId, 'user', ids, strict),
};

const entities: TaggedKind = {
  directoryKind: 'entity',
  async read(firmId, ids) {
    const found = await getItems(
      Company,
      ids.map((companyId) => ({ firmId, companyId })),
      { consistent: true },
    );
    return found.map((c) => ({
      id: c.companyId,
      tags: c.entity_tags ?? [],
      updatedAt: c.updated_at ?? '',
      primaryUserId: c.primary_user_id,
    }));
  },
  async inGroup(firmId, groupId, items) {
    return companiesInGroup(
      firmId,
      groupId,
      items.map((i) => ({ companyId: i.id, primary_user_id: i.primaryUserId })),
    );
  },
  write: (firmId, item, tags, added) => writeTags('entity', firmId, item, tags, added),
  sync: (firmId, ids, strict) => syncRows(firmId, 'entity', ids, strict),
};

export const taggedKinds: Record<TagKind, TaggedKind> = { contact: clients, entity: entities };
