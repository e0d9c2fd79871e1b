/**
 * Staff's changes to an extracted document in the review (QD §7 update_description, update_marked_as_others,
 * update_tags; its type): each written with its file's matching field in one transaction, so the document browser
 * and the export order say the same. A reviewer's decision on a document waiting for review completes it.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import {
  detailedDocumentName,
  otherDocumentType,
  type ExtractedDocumentType,
} from '@ledgerline/shared/extracted-documents';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { handle } from '../platform/handle';
import { firmFlagOn } from '../platform/firm-flags';
import { Forbidden, Unprocessable } from '../platform/errors';
import { listFirmTags, tagKey } from '../platform/tags/firm-tags';
import { contentSections } from '../platform/answered-questionnaire';
import { documentTagsOff } from './document-fields';
import { mustBeChangeable, openExtracted, required } from './extracted-access';
import { extractedView } from './extracted-views';
import { questionAskingFor } from './extraction/question-link';
import * as store from './store';
import { refileFingerprint, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

type Change = {
  x: Partial<ExtractedDocumentItem>;
  file: Partial<tree.DocumentItem>;
};

async function change(
  caller: { firmId: string },
  x: ExtractedDocumentItem,
  file: tree.DocumentItem,
  c: Change,
  reviewed: boolean,
) {
  const now = new Date().toISOString();
  const waiting = x.status === 'review_required' || x.status === 'identify_succeeded';
  const next = tree.dropUndefined({
    ...x,
    ...c.x,
    ...(reviewed && waiting ? { status: 'analysis_succeeded' as const } : {}),
    updated_at: now,
  });
  const fileNext = tree.dropUndefined({ ...file, ...c.file, updated_at: now });
  await tree.writeTree(caller.firmId, {
    extracted: [{ next, was: x }],
    ...(file.state === 'active' ? { files: [{ next: fileNext, was: file }] } : {}),
  });
  return { extracted_document: extractedView(next, fileNext) };
}

export const updateExtractedDescription = handle(
  documentRoutes.updateExtractedDescription,
  async ({ caller, input }) => {
    const { x, file } = await openExtracted(caller, input);
    mustBeChangeable(x);
    const description = required(input.description, 'description') || undefined;
    return change(caller, x, file, { x: { description }, file: { description } }, false);
  },
);

export const updateExtractedTags = handle(documentRoutes.updateExtractedTags, async ({ caller, input }) => {
  const { x, file } = await openExtracted(caller, input);
  if (!firmFlagOn(await store.getFirm(caller.firmId), 'document_tags_enabled')) throw new Forbidden(documentTagsOff);
  mustBeChangeable(x);
  const known = new Map((await listFirmTags(caller.firmId, 'document')).map((t) => [t.key, t.name]));
  const tags = [...new Set(required(input.tags, 'tags').map(tagKey))].map((key) => known.get(key));
  if (tags.some((t) => t === undefined)) throw new Unprocessable(documentBrowserText.unknownTag);
  const kept = tags.length ? (tags as string[]) : undefined;
  return change(caller, x, file, { x: { tags: kept }, file: { tags: kept } }, false);
});

/** The fields a type decided by staff sets (not the classifier's: no confidence, not categorized automatically). */
async function typeFields(x: ExtractedDocumentItem, type: ExtractedDocumentType): Promise<Change> {
  const q = x.questionnaire_id ? await store.getQuestionnaire(x.firmId, x.questionnaire_id) : null;
  const other = type === otherDocumentType;
  return {
    x: {
      document_type: type,
      detailed_name: detailedDocumentName(type, x.differentiator),
      marked_as_others: other,
      categorized_by_ai: false,
      confidence: undefined,
      question_id: (q && !other && questionAskingFor(contentSections(q), type)) || undefined,
    },
    file: { document_type: other ? undefined : type },
  };
}

export const updateExtractedType = handle(documentRoutes.updateExtractedType, async ({ caller, input }) => {
  const { x, file } = await openExtracted(caller, input);
  mustBeChangeable(x);
  const type = required(input.document_type, 'document_type');
  const done = await change(caller, x, file, await typeFields(x, type), true);
  if (x.document_type && x.document_type !== type) await refileFingerprint(x, x.document_type, type);
  return done;
});

export const updateExtractedMarkedAsOthers = handle(
  documentRoutes.updateExtractedMarkedAsOthers,
  async ({ caller, input }) => {
    const { x, file } = await openExtracted(caller, input);
    mustBeChangeable(x);
    if (!required(input.marked_as_others, 'marked_as_others'))
      return change(caller, x, file, { x: { marked_as_others: false }, file: {} }, true);
    const done = await change(caller, x, file, await typeFields(x, otherDocumentType), true);
    if (x.document_type && x.document_type !== otherDocumentType)
      await refileFingerprint(x, x.document_type, otherDocumentType);
    return done;
  },
);
