/**
 * What recognition made of an upload question's documents (QD §3 Question extracted_documents, §4 Extracted
 * documents): the status each document's chip shows, in the spec's words, and whether any document of the
 * questionnaire is still being processed (the checklist reads it again until none is).
 */
import { parseDocumentLocation } from '@ledgerline/shared/documents';
import { extractedStatusLabel } from '@ledgerline/shared/extracted-documents';
import type { AnsweredQuestion, AnsweredQuestionnaire } from '../../../api/answering';
import { statusTone, type StatusTone } from '../../ui/extracted-status-tone';

export interface ChipStatus {
  /** 'Processing', 'Completed', 'Processed (needs Review)' or 'Failed'. */
  label: string;
  tone: StatusTone;
}

/** The status of a document of the question's answer, by its location; null when it has no extracted document. */
export function chipStatus(q: Pick<AnsweredQuestion, 'extracted_documents'>, location: string): ChipStatus | null {
  const documentId = parseDocumentLocation(location)?.documentId;
  const found = documentId ? q.extracted_documents?.find((x) => x.document_id === documentId) : undefined;
  return found ? { label: extractedStatusLabel(found.status), tone: statusTone(found.status) } : null;
}

function* uploadQuestions(questions: readonly AnsweredQuestion[]): Generator<AnsweredQuestion> {
  for (const q of questions) {
    if (q.question_type === 'upload') yield q;
    yield* uploadQuestions(q.questions);
  }
}

/** Whether any upload question (the additional attachments too) has a document still processing. */
export function stillProcessing(q: Pick<AnsweredQuestionnaire, 'sections' | 'additional_attachments'>): boolean {
  const all = [...q.sections.flatMap((s) => [...uploadQuestions(s.questionnaire_questions)]), q.additional_attachments];
  return all.some((x) => x.extracted_documents?.some((d) => d.status === 'processing'));
}
