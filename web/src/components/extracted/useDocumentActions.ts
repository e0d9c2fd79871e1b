/**
 * The review's actions on one extracted document (QD §4, §7, §8): Delete ('Document removed successfully', else 'An
 * error occurred while removing the document.'), Restore ('Documents restored successfully') and Retry of a failed one
 * (processed again in the background). Each reloads the questionnaire's lists; one action at a time per document.
 */
import { useState } from 'react';
import { deleteExtractedDocument, restoreExtractedDocument, retryRecognition } from '../../api/extracted-documents';
import { toastError, toastInfo, toastSuccess } from '../../toast';
import { extractedLabels as l, extractedSpec as t } from './texts';

export type DocumentAction = 'delete' | 'restore' | 'retry';

export function useDocumentActions(companyId: string, reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState<Record<string, DocumentAction>>({});

  async function run(id: string, action: DocumentAction) {
    if (busy[id]) return;
    setBusy((b) => ({ ...b, [id]: action }));
    const call =
      action === 'delete'
        ? deleteExtractedDocument
        : action === 'restore'
          ? restoreExtractedDocument
          : retryRecognition;
    const res = await call(companyId, id);
    setBusy(({ [id]: _done, ...rest }) => rest);
    if (res?.ok) {
      if (action === 'delete') toastSuccess(t.removed);
      else if (action === 'restore') toastSuccess(t.restored);
      else toastInfo(l.retryStarted);
      await reload();
      return;
    }
    // QD §8: the spec's words for a failed removal; the server's words (or the default) for the others.
    toastError(action === 'delete' ? t.removeFailed : res?.error);
  }

  return { busy, run };
}
