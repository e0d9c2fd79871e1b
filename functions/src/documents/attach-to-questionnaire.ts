/**
 * POST /questionnaires/{id}/attach_to_questionnaire (QD §2 'Attach To Questionnaire', §5 'only to unlocked
 * questionnaires', §6 staff only): the chosen files of the questionnaire's entity become its documents (they leave
 * the entity's unattached uploads). A file of another entity, or one deleted, is not found.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { documentOwnText } from '@ledgerline/shared/documents';
import { handle } from '../platform/handle';
import { Conflict, NotFound } from '../platform/errors';
import { requireFields } from '../platform/require-fields';
import { openDocuments } from './document-access';
import * as store from './store';
import * as tree from './store/tree';

export const attachToQuestionnaire = handle(documentRoutes.attachToQuestionnaire, async ({ caller, input }) => {
  const questionnaire = await store.getQuestionnaire(caller.firmId, input.id);
  if (!questionnaire || questionnaire.deleted_at) throw new NotFound('questionnaire', 'Questionnaire not found');
  const company = await openDocuments(caller, questionnaire.companyId);
  const ids = [...new Set(input.document_ids ?? [])];
  requireFields({ document_ids: { missing: ids.length === 0, message: documentBrowserText.nothingSelected } });
  if (questionnaire.locked) throw new Conflict(documentBrowserText.questionnaireLocked);
  const files = await tree.getFiles(caller.firmId, company.companyId, ids);
  if (files.length !== ids.length || files.some((f) => f.state !== 'active'))
    throw new NotFound('document', documentOwnText.documentNotFound);
  const now = new Date().toISOString();
  for (const file of files) {
    if (file.questionnaire_id === questionnaire.questionnaireId) continue;
    await tree.writeTree(caller.firmId, {
      files: [{ next: { ...file, questionnaire_id: questionnaire.questionnaireId, updated_at: now }, was: file }],
    });
  }
  return { message: documentBrowserText.attached, attached: files.length };
});
