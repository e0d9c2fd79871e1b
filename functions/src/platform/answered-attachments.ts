/**
 * A questionnaire's additional attachments in the answered view (QD §4, §5 Uploads): the answer stored under the
 * reserved id, as the shared builder shows it. Not a question of any section, so no counter or progress counts it.
 */
import { attachmentsQuestion } from '@ledgerline/shared/answered-attachments';
import { additionalAttachmentsId } from '@ledgerline/shared/answering';
import type { AnsweredQuestion, AnsweredSection } from '@ledgerline/shared/schemas/answering';
import type { AnsweringParts } from './answered-view';

export const answeredAttachments = (
  questionnaireId: string,
  sections: readonly AnsweredSection[],
  parts: AnsweringParts,
): AnsweredQuestion =>
  attachmentsQuestion(questionnaireId, sections, parts.answers.get(additionalAttachmentsId) ?? null);
