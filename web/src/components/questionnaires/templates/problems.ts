/**
 * What keeps a template draft from saving, field by field, so the editor can mark each field and move focus to the
 * first one. The server checks the same content again (contentProblem, the schemas); these are the mistakes a
 * person makes while editing, named where they are.
 */
import type { ContentQuestion } from '../../../api/questionnaires-staff';
import { editorText as t } from '../../../texts/templates';
import {
  childKindOf,
  hasMaxLength,
  hasOptions,
  maxAnswerCharacters,
  type TemplateDraft,
  triggerChoices,
} from './draft';

/** The DOM ids of the editor's fields, which the problems point at. */
export const fieldIds = {
  name: 'template-name',
  addSection: 'template-add-section',
  sectionName: (id: string) => `section-${id}-name`,
  sectionHeading: (id: string) => `section-${id}-heading`,
  sectionAddQuestion: (id: string) => `section-${id}-add-question`,
  questionText: (id: string) => `question-${id}-text`,
  questionType: (id: string) => `question-${id}-type`,
  option: (id: string, index: number) => `question-${id}-option-${index}`,
  addOption: (id: string) => `question-${id}-add-option`,
  trigger: (id: string) => `question-${id}-trigger`,
  maxLength: (id: string) => `question-${id}-max`,
  addChild: (id: string) => `question-${id}-add-child`,
  moveUp: (id: string) => `move-${id}-up`,
  moveDown: (id: string) => `move-${id}-down`,
} as const;

export interface DraftProblem {
  /** The DOM id of the field to fix. */
  field: string;
  message: string;
}

function questionProblems(q: ContentQuestion, parent: ContentQuestion | null, out: DraftProblem[]): void {
  if (!q.text.trim()) out.push({ field: fieldIds.questionText(q.id), message: t.questionNeedsText });
  if (parent && childKindOf(parent.question_type) === 'follow-ups') {
    const trigger = q.trigger_for_follow_up_question ?? '';
    if (!triggerChoices(parent.question_type, parent.options).includes(trigger)) {
      out.push({ field: fieldIds.trigger(q.id), message: t.needsTrigger });
    }
  }
  if (hasOptions(q.question_type)) {
    if (q.options.length === 0) out.push({ field: fieldIds.addOption(q.id), message: t.needsOption });
    const seen = new Set<string>();
    q.options.forEach((o, i) => {
      const text = o.trim();
      if (!text) out.push({ field: fieldIds.option(q.id, i), message: t.optionNeedsText });
      else if (seen.has(text)) out.push({ field: fieldIds.option(q.id, i), message: t.duplicateOption });
      seen.add(text);
    });
  }
  if (hasMaxLength(q.question_type) && q.number_of_characters != null) {
    const n = q.number_of_characters;
    if (!Number.isInteger(n) || n < 1 || n > maxAnswerCharacters) {
      out.push({ field: fieldIds.maxLength(q.id), message: t.maxLengthRange });
    }
  }
  if (q.question_type === 'entries' && q.questions.length === 0) {
    out.push({ field: fieldIds.addChild(q.id), message: t.needsColumn });
  }
  for (const child of q.questions) questionProblems(child, q, out);
}

/** Every problem of the draft, in the order the fields appear on the page. */
export function draftProblems(draft: TemplateDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (!draft.name.trim()) out.push({ field: fieldIds.name, message: t.enterName });
  if (draft.sections.length === 0) out.push({ field: fieldIds.addSection, message: t.needsSection });
  for (const s of draft.sections) {
    if (!s.name.trim()) out.push({ field: fieldIds.sectionName(s.id), message: t.enterSectionName });
    for (const q of s.questionnaire_questions) questionProblems(q, null, out);
  }
  return out;
}

/** The problems by field (the first one of each), for the fields to show. */
export function problemsByField(problems: readonly DraftProblem[]): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const p of problems) if (!map.has(p.field)) map.set(p.field, p.message);
  return map;
}
