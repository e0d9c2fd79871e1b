/**
 * What an answer_question call on the additional attachments asks for (QD §4, §5 Uploads): documents (their
 * locations, checked against the entity's documents by the caller) or clearing. The attachments are optional and
 * outside the content, so there is nothing to put off or mark: answer_by and the markers are refused. Pure.
 */
import { answeringText, isAnswerMarker } from '@ledgerline/shared/answering';
import { checkValue, type Checked } from './answer-rules';

export type AttachmentsPlan = { kind: 'clear' } | { kind: 'value'; answer: string };

const refuse = (field: 'answer' | 'answer_by') => ({
  refusal: { status: 400 as const, message: answeringText.attachmentsTakeDocuments, field },
});

export function planAttachments(input: {
  answer?: string | null;
  answer_by?: string | null;
}): Checked<AttachmentsPlan> {
  if (input.answer_by?.trim()) return refuse('answer_by');
  const answer = input.answer ?? '';
  if (isAnswerMarker(answer)) return refuse('answer');
  if (answer.trim() === '') return { ok: { kind: 'clear' } };
  const checked = checkValue({ question_type: 'upload', options: [] }, answer);
  return 'refusal' in checked ? checked : { ok: { kind: 'value', answer: checked.ok } };
}

/** The activity line's title of a change to the attachments. */
export const attachmentsActivity = (plan: AttachmentsPlan): string =>
  plan.kind === 'value' ? 'Additional attachments changed' : 'Additional attachments cleared';
