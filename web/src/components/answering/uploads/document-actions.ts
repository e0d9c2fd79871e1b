/**
 * What a document chip does wherever it is, an upload question or the additional attachments (QD §4): Preview opens
 * a short-lived link in a new tab; Move answers the target with the document added and names it as moved, so the
 * answer that had it lets it go (the API does both in one change).
 */
import { joinAnswer } from '@ledgerline/shared/answering';
import { parseDocumentLocation } from '@ledgerline/shared/documents';
import { answering, type AnsweredQuestion } from '../../../api/answering';
import { toastError } from '../../../toast';
import { answeringSpec as t } from '../../../texts/answering';
import type { Answering } from '../AnsweringContext';
import { uploadedLocations } from '../rules';

/** Opens a short-lived link in a new tab: an anchor, so no pop-up blocker stops it after the await. */
function openInNewTab(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export async function previewDocument(companyId: string, location: string): Promise<void> {
  const res = await answering.documentLink(companyId, location);
  if (res?.ok) openInNewTab(res.data.link);
  else toastError(res?.error ?? t.loadDocumentFailed);
}

export async function moveDocument(
  saveAnswer: Answering['saveAnswer'],
  location: string,
  to: AnsweredQuestion,
): Promise<void> {
  const moved = parseDocumentLocation(location)?.documentId;
  if (!moved) return;
  await saveAnswer(
    to,
    { answer: joinAnswer([...uploadedLocations(to), location]), answer_by: null, id_of_doc_moved_by_user: moved },
    t.saved,
  );
}
