/**
 * Staff's fields of a file (QD §2 columns description and tags, §6 'description/tag columns and editing'): the
 * description, and the document tags, chosen from the firm's list while the firm has document tags on.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { documentOwnText } from '@ledgerline/shared/documents';
import { handle } from '../platform/handle';
import { firmFlagOn } from '../platform/firm-flags';
import { Forbidden, NotFound, Unprocessable } from '../platform/errors';
import { listFirmTags, tagKey } from '../platform/tags/firm-tags';
import { openDocuments } from './document-access';
import { fileView } from './item-views';
import * as store from './store';
import * as tree from './store/tree';

async function activeFile(firmId: string, companyId: string, documentId: string) {
  const file = await tree.getFile(firmId, companyId, documentId);
  if (file?.state !== 'active') throw new NotFound('document', documentOwnText.documentNotFound);
  return file;
}

export const updateDocumentDescription = handle(documentRoutes.updateDocumentDescription, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.companyId);
  const file = await activeFile(caller.firmId, company.companyId, input.id);
  const next = tree.dropUndefined({
    ...file,
    description: input.description || undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(caller.firmId, { files: [{ next, was: file }] });
  return { item: fileView(next, true), changed: 1, queued: false };
});

export const documentTagsOff = 'Document tags are turned off for this firm';

export const updateDocumentTags = handle(documentRoutes.updateDocumentTags, async ({ caller, input }) => {
  const company = await openDocuments(caller, input.companyId);
  const firm = await store.getFirm(caller.firmId);
  if (!firmFlagOn(firm, 'document_tags_enabled')) throw new Forbidden(documentTagsOff);
  const file = await activeFile(caller.firmId, company.companyId, input.id);
  const known = new Map((await listFirmTags(caller.firmId, 'document')).map((t) => [t.key, t.name]));
  const tags = [...new Set(input.tags.map(tagKey))].map((key) => known.get(key));
  if (tags.some((t) => t === undefined)) throw new Unprocessable(documentBrowserText.unknownTag);
  const next = tree.dropUndefined({
    ...file,
    tags: tags.length ? (tags as string[]) : undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(caller.firmId, { files: [{ next, was: file }] });
  return { item: fileView(next, true), changed: 1, queued: false };
});
