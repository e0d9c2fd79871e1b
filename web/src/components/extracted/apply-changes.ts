/**
 * Makes the update calls for a document's changed fields (QD §7 update_description, update_marked_as_others,
 * update_tags; update_document_type), one after another. Answers null when all were saved, else the first refusal's
 * words (the server's, or the default).
 */
import {
  updateExtractedDescription,
  updateExtractedMarkedAsOthers,
  updateExtractedTags,
  updateExtractedType,
} from '../../api/extracted-documents';
import { toastDefaults } from '../../messages';
import type { FieldChange } from './changes';

function callFor(companyId: string, id: string, change: FieldChange) {
  switch (change.field) {
    case 'document_type':
      return updateExtractedType(companyId, id, change.value);
    case 'description':
      return updateExtractedDescription(companyId, id, change.value);
    case 'tags':
      return updateExtractedTags(companyId, id, change.value);
    case 'marked_as_others':
      return updateExtractedMarkedAsOthers(companyId, id, change.value);
  }
}

export async function applyChanges(
  companyId: string,
  id: string,
  changes: readonly FieldChange[],
): Promise<string | null> {
  for (const change of changes) {
    const res = await callFor(companyId, id, change);
    if (!res?.ok) return res?.error ?? toastDefaults.error;
  }
  return null;
}
