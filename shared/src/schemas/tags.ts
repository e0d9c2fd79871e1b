/** Tags (FA §5.6, §7.2, §7.4, §7.5): the firm's contact and entity tags, and setting them on clients and entities. */
import * as z from 'zod';
import { hasControlCharacter } from '../control-characters';
import { maxBulkTagItems, maxTagNameLength, maxTagsPerItem, tagOwnText } from '../tags';
import { Id } from './common';

/** A list of ids in a query string: `x[]=a&x[]=b`, `x=a&x=b` or a single `x=a`. */
export const QueryIdList = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(Id).max(max, `At most ${max} values`)).optional();

export const TagView = z.object({ id: z.string(), name: z.string() });
export type TagView = z.infer<typeof TagView>;
export const TagList = z.object({ tags: z.array(TagView) });

export const NewTagInput = z.object({
  new_tag: z
    .string({ error: tagOwnText.nameRequired })
    .trim()
    .min(1, tagOwnText.nameRequired)
    .max(maxTagNameLength, tagOwnText.nameTooLong)
    .refine((name) => !hasControlCharacter(name), 'Invalid tag name'),
});
export const TagAdded = z.object({ tag: TagView, tags: z.array(TagView) });

/** GET /firms/add_document_tag?name, GET /firms/remove_document_tag?name (QD §7): document tags go by name. */
export const DocumentTagQuery = z.object({ name: NewTagInput.shape.new_tag });

export const RemoveTagInput = z.object({ tag_id: Id });
export const TagRemoved = z.object({
  tags: z.array(TagView),
  /** Items the tag was taken off during the call. */
  updated: z.number().int(),
  /** Whether more items carried it: they are cleared by a queued job. */
  queued: z.boolean(),
});

/** Tag ids to set or apply. More than an item may carry is refused by the handler (422), not here. */
const TagIds = z.array(Id, { error: 'Tags must be a list of tag ids' }).max(50, 'Too many tags');
const ItemIds = z
  .array(Id, { error: 'Expected a list of ids' })
  .max(maxBulkTagItems, `At most ${maxBulkTagItems} at once`);
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** POST /users/update_tags: a client's contact tags, replaced by these. */
export const UpdateUserTagsInput = z.object({ user_id: Id, contact_tags: TagIds });
export const UserTagsSaved = z.object({ user_id: z.string(), contact_tags: z.array(TagView) });

/**
 * FA §7.2 'Set contact tags by names': a client's contact tags become the named ones (any case); names the firm
 * has no tag for are created when the caller may create tags (full access and above).
 */
export const SetContactTagsByNamesInput = z.object({
  user_id: Id,
  names: z
    .array(NewTagInput.shape.new_tag, { error: 'Tags must be a list of tag names' })
    .max(maxTagsPerItem, tagOwnText.tooManyOnUser),
});

/** POST /companies/{id}/update_tags: an entity's tags, replaced (checked once the entity is found). */
export const UpdateEntityTagsInput = z.object({ id: Id, company_id: Id.optional(), entity_tags: TagIds.optional() });
export const EntityTagsSaved = z.object({ company_id: z.string(), entity_tags: z.array(TagView) });

/**
 * Bulk: add the selected tags to every item, or with `remove` take them off (`remove` with no tag selected takes
 * every tag off: the Remove all tags dialog).
 */
export const SaveUserTagsInput = z.object({
  user_ids: ItemIds.default([]),
  selected_tags: TagIds.default([]),
  remove: Flag.default(false),
});
export const UpdateEntityTagsInBulkInput = z.object({
  company_ids: ItemIds.default([]),
  selected_tags: TagIds.default([]),
  remove: Flag.default(false),
});
export const BulkTagsSaved = z.object({
  message: z.string(),
  /** Items changed during the call. */
  updated: z.number().int(),
  /** Items left to a queued job (a large selection). */
  queued: z.number().int(),
});
