/**
 * Progress through an answered questionnaire (QD §2 left navigation counter, §4 Blocked questions, 'Go to next
 * incomplete'; Collect's progress column): the API and the SPA read the same answered view the same way.
 * Types only from the schemas: no zod at runtime.
 */
import type { AnsweredQuestion, AnsweredSection } from './schemas/answering';

const reviewAndSubmit = 4;

/** Every shown question of some answered questions, follow-ups included (an entries question's columns are not). */
export function* shownQuestions(qs: readonly AnsweredQuestion[]): Generator<AnsweredQuestion> {
  for (const q of qs) {
    if (!q.triggered) continue;
    yield q;
    if (q.question_type !== 'entries') yield* shownQuestions(q.questions);
  }
}

/** Collect's progress column: shown questions of shown sections, and how many are answered. */
export function progressOf(sections: readonly AnsweredSection[]): { total: number; completed: number } {
  let total = 0;
  let completed = 0;
  for (const s of sections) {
    if (!s.triggered) continue;
    total += s.total_count;
    completed += s.completed_count;
  }
  return { total, completed };
}

/** QD §4 Blocked questions: the first shown section with a required question not dealt with, and that question. */
export function firstBlocked(
  sections: readonly AnsweredSection[],
): { sectionId: string; questionId: string | null } | null {
  for (const s of sections) {
    if (!s.triggered || s.section_type === reviewAndSubmit) continue;
    const q = [...shownQuestions(s.questionnaire_questions)].find((x) => !x.optional && x.status === 'incomplete');
    if (q) return { sectionId: s.id, questionId: q.id };
    if (s.status === 'incomplete' && s.total_count === 0) return { sectionId: s.id, questionId: null };
  }
  return null;
}
