/** The questions and sections of a questionnaire's content an answering call names (404 when it has none such). */
import { answeringText } from '@ledgerline/shared/answering';
import {
  allQuestions,
  type ContentSection,
  type WalkedQuestion,
} from '@ledgerline/shared/schemas/questionnaire-content';
import { contentSections } from '../platform/answered-questionnaire';
import { NotFound } from '../platform/errors';
import type { QuestionnaireItem } from './store/questionnaire';

export function findQuestion(q: QuestionnaireItem, questionId: string): WalkedQuestion {
  for (const walked of allQuestions(contentSections(q))) if (walked.question.id === questionId) return walked;
  throw new NotFound('question', answeringText.questionNotFound);
}

export function findSection(q: QuestionnaireItem, sectionId: string): ContentSection {
  const section = contentSections(q).find((s) => s.id === sectionId);
  if (!section) throw new NotFound('section', answeringText.sectionNotFound);
  return section;
}
