/**
 * The firm's tags (FA §5.6, §7.5): list, add and remove contact tags (on clients) and entity tags (on entities).
 * Removing a tag also takes it off every item that carries it (platform/tags/item-tags.ts).
 */
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { handle } from '../platform/handle';
import { tagOwnText } from '@ledgerline/shared/tags';
import { NotFound } from '../platform/errors';
import { createFirmTag, deleteFirmTag, listFirmTags, tagKey, tagViews, type TagKind } from '../platform/tags/firm-tags';
import { removeFirmTag } from '../platform/tags/item-tags';

const listTags = (kind: TagKind) => async (firmId: string) => ({ tags: tagViews(await listFirmTags(firmId, kind)) });

const addTag = (kind: TagKind) => async (firmId: string, name: string) => {
  const tag = await createFirmTag(firmId, kind, name);
  return { tag: { id: tag.tagId, name: tag.name }, tags: tagViews(await listFirmTags(firmId, kind)) };
};

export const clientTags = handle(firmRoutes.clientTags, ({ caller }) => listTags('contact')(caller.firmId));
export const entityTags = handle(firmRoutes.entityTags, ({ caller }) => listTags('entity')(caller.firmId));

export const addClientTag = handle(firmRoutes.addClientTag, ({ caller, input }) =>
  addTag('contact')(caller.firmId, input.new_tag),
);
export const addEntityTag = handle(firmRoutes.addEntityTag, ({ caller, input }) =>
  addTag('entity')(caller.firmId, input.new_tag),
);

export const removeClientTag = handle(firmRoutes.removeClientTag, ({ caller, input }) =>
  removeFirmTag(caller.firmId, 'contact', input.tag_id),
);
export const removeEntityTag = handle(firmRoutes.removeEntityTag, ({ caller, input }) =>
  removeFirmTag(caller.firmId, 'entity', input.tag_id),
);

/**
 * Document tags (QD §2, §7): named on documents, so the firm's list is managed by name. Removing one takes it off
 * the list the Document Tags dialog offers; documents keep the names they carry until their tags are edited.
 */
export const documentTags = handle(firmRoutes.documentTags, ({ caller }) => listTags('document')(caller.firmId));
export const addDocumentTag = handle(firmRoutes.addDocumentTag, ({ caller, input }) =>
  addTag('document')(caller.firmId, input.name),
);
export const removeDocumentTag = handle(firmRoutes.removeDocumentTag, async ({ caller, input }) => {
  const tag = (await listFirmTags(caller.firmId, 'document')).find((t) => t.key === tagKey(input.name));
  if (!tag) throw new NotFound('tag', tagOwnText.tagNotFound);
  await deleteFirmTag(tag);
  return listTags('document')(caller.firmId);
});
