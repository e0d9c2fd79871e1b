/**
 * A template being edited (QD §3 Section and Question; FA §3.9) and every change the editor makes to it, as one
 * reducer over the content the API takes. Questions and sections are found by id, so a change reaches only the
 * branch it touches and the untouched questions keep their objects (their editors skip re-rendering).
 */
import { questionTypes, sectionTypeValues } from '@ledgerline/shared/question-types';
import type { ContentQuestion, ContentSection } from '../../../api/questionnaires-staff';

export type QuestionType = ContentQuestion['question_type'];
export type SectionType = ContentSection['section_type'];

export const questionTypeValues: readonly QuestionType[] = questionTypes;
export { sectionTypeValues };

/** As shared/src/schemas/questionnaire-content.ts (kept out of the bundle with its zod): 1., 1.1, 1.1.1. */
export const maxQuestionDepth = 3;
export const maxAnswerCharacters = 10000;

/** The answers a boolean question gives (QD §3; the shipped templates' follow-ups use these). */
export const booleanAnswers = ['Yes', 'No'] as const;

export interface TemplateDraft {
  name: string;
  description: string;
  entity_kind: string;
  sections: ContentSection[];
}

/** What a question's children are: follow-ups shown by an answer, an entries question's columns, or none. */
export type ChildKind = 'follow-ups' | 'columns' | null;

export function childKindOf(type: QuestionType): ChildKind {
  if (type === 'entries') return 'columns';
  if (type === 'boolean' || type === 'select' || type === 'multiple') return 'follow-ups';
  return null;
}

export const hasOptions = (type: QuestionType) => type === 'select' || type === 'multiple';
export const hasMaxLength = (type: QuestionType) => type === 'text' || type === 'password';

/** The answers that can show a follow-up of a question of this type with these options. */
export function triggerChoices(type: QuestionType, options: readonly string[]): string[] {
  if (type === 'boolean') return [...booleanAnswers];
  if (!hasOptions(type)) return [];
  return [...new Set(options.map((o) => o.trim()).filter(Boolean))];
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A short random id of the content's alphabet ([A-Za-z0-9_-]); 12 characters of 64 make a clash negligible. */
export function newContentId(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => idAlphabet[b & 63]).join('');
}

export function newSection(name: string): ContentSection {
  return { id: newContentId(), name, section_type: 3, instruction: '', questionnaire_questions: [] };
}

/** A new question; under a parent, a follow-up shown by the parent's first answer, or a text column of entries. */
export function newQuestion(parent: Pick<ContentQuestion, 'id' | 'question_type' | 'options'> | null): ContentQuestion {
  const base: ContentQuestion = {
    id: newContentId(),
    text: '',
    question_type: 'boolean',
    options: [],
    optional: false,
    order: 0,
    questions: [],
  };
  if (!parent) return base;
  if (parent.question_type === 'entries') return { ...base, question_type: 'text' };
  return {
    ...base,
    follow_up_question_id: parent.id,
    trigger_for_follow_up_question: triggerChoices(parent.question_type, parent.options)[0] ?? null,
  };
}

export type DraftAction =
  | { type: 'reset'; draft: TemplateDraft }
  | { type: 'setField'; field: 'name' | 'description' | 'entity_kind'; value: string }
  | { type: 'addSection'; section: ContentSection }
  | { type: 'updateSection'; id: string; patch: Partial<Omit<ContentSection, 'id' | 'questionnaire_questions'>> }
  | { type: 'moveSection'; id: string; by: -1 | 1 }
  | { type: 'removeSection'; id: string }
  | { type: 'addQuestion'; sectionId: string; parentId: string | null; question: ContentQuestion }
  | { type: 'updateQuestion'; id: string; patch: Partial<Omit<ContentQuestion, 'id' | 'questions'>> }
  | { type: 'setQuestionType'; id: string; questionType: QuestionType }
  | { type: 'moveQuestion'; id: string; by: -1 | 1 }
  | { type: 'removeQuestion'; id: string }
  | { type: 'setOption'; id: string; index: number; value: string }
  | { type: 'addOption'; id: string }
  | { type: 'removeOption'; id: string; index: number };

function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/**
 * Applies `change` to the list that holds question `id` (a section's questions or a question's children), with its
 * index there; answers null when no list holds it. Lists off the path keep their objects.
 */
function editHolder(
  list: ContentQuestion[],
  id: string,
  change: (list: ContentQuestion[], index: number) => ContentQuestion[],
): ContentQuestion[] | null {
  const index = list.findIndex((q) => q.id === id);
  if (index >= 0) return change(list, index);
  for (let i = 0; i < list.length; i++) {
    const children = editHolder(list[i].questions, id, change);
    if (children) {
      const next = [...list];
      next[i] = { ...list[i], questions: children };
      return next;
    }
  }
  return null;
}

function editSectionsHolder(
  sections: ContentSection[],
  id: string,
  change: (list: ContentQuestion[], index: number) => ContentQuestion[],
): ContentSection[] {
  for (let i = 0; i < sections.length; i++) {
    const questions = editHolder(sections[i].questionnaire_questions, id, change);
    if (questions) {
      const next = [...sections];
      next[i] = { ...sections[i], questionnaire_questions: questions };
      return next;
    }
  }
  return sections;
}

/** Replaces question `id` with what `f` makes of it. */
function editQuestion(sections: ContentSection[], id: string, f: (q: ContentQuestion) => ContentQuestion) {
  return editSectionsHolder(sections, id, (list, i) => {
    const next = [...list];
    next[i] = f(list[i]);
    return next;
  });
}

/** A follow-up shown by an answer that was renamed follows the new name; one shown by a removed answer loses it. */
function retrigger(q: ContentQuestion, from: string, to: string | null): ContentQuestion {
  if (childKindOf(q.question_type) !== 'follow-ups' || !from.trim()) return q;
  return {
    ...q,
    questions: q.questions.map((c) =>
      c.trigger_for_follow_up_question === from.trim() ? { ...c, trigger_for_follow_up_question: to } : c,
    ),
  };
}

export function draftReducer(draft: TemplateDraft, action: DraftAction): TemplateDraft {
  const sections = (next: ContentSection[]) => (next === draft.sections ? draft : { ...draft, sections: next });
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'setField':
      return { ...draft, [action.field]: action.value };
    case 'addSection':
      return sections([...draft.sections, action.section]);
    case 'updateSection':
      return sections(draft.sections.map((s) => (s.id === action.id ? { ...s, ...action.patch } : s)));
    case 'moveSection':
      return sections(
        move(
          draft.sections,
          draft.sections.findIndex((s) => s.id === action.id),
          action.by,
        ),
      );
    case 'removeSection':
      return sections(draft.sections.filter((s) => s.id !== action.id));
    case 'addQuestion': {
      if (action.parentId === null) {
        return sections(
          draft.sections.map((s) =>
            s.id === action.sectionId
              ? { ...s, questionnaire_questions: [...s.questionnaire_questions, action.question] }
              : s,
          ),
        );
      }
      return sections(
        editQuestion(draft.sections, action.parentId, (p) => ({ ...p, questions: [...p.questions, action.question] })),
      );
    }
    case 'updateQuestion':
      return sections(editQuestion(draft.sections, action.id, (q) => ({ ...q, ...action.patch })));
    case 'setQuestionType':
      return sections(
        editQuestion(draft.sections, action.id, (q) => {
          // Children of another kind cannot stay (a column is not a follow-up): the editor asked first.
          const keep = childKindOf(q.question_type) === childKindOf(action.questionType);
          const options = hasOptions(action.questionType) && q.options.length === 0 ? [''] : q.options;
          return { ...q, question_type: action.questionType, options, questions: keep ? q.questions : [] };
        }),
      );
    case 'moveQuestion':
      return sections(editSectionsHolder(draft.sections, action.id, (list, i) => move(list, i, action.by)));
    case 'removeQuestion':
      return sections(editSectionsHolder(draft.sections, action.id, (list, i) => list.filter((_, j) => j !== i)));
    case 'setOption':
      return sections(
        editQuestion(draft.sections, action.id, (q) => {
          const options = q.options.map((o, i) => (i === action.index ? action.value : o));
          const old = q.options[action.index] ?? '';
          // Keep an answer's follow-ups only while no other option still reads the old name.
          const stillThere = options.some((o) => o.trim() === old.trim());
          return retrigger({ ...q, options }, stillThere ? '' : old, action.value.trim() || null);
        }),
      );
    case 'addOption':
      return sections(editQuestion(draft.sections, action.id, (q) => ({ ...q, options: [...q.options, ''] })));
    case 'removeOption':
      return sections(
        editQuestion(draft.sections, action.id, (q) => {
          const old = q.options[action.index] ?? '';
          const options = q.options.filter((_, i) => i !== action.index);
          const stillThere = options.some((o) => o.trim() === old.trim());
          return retrigger({ ...q, options }, stillThere ? '' : old, null);
        }),
      );
  }
}

/** The draft of a template as the API gave it, or of a new one. */
export function draftOf(
  t: { name: string; description: string | null; entity_kind: string | null; sections: ContentSection[] } | null,
  firstSectionName: string,
): TemplateDraft {
  if (!t) return { name: '', description: '', entity_kind: '', sections: [newSection(firstSectionName)] };
  const sortDeep = (qs: ContentQuestion[]): ContentQuestion[] =>
    [...qs].sort((a, b) => a.order - b.order).map((q) => ({ ...q, questions: sortDeep(q.questions ?? []) }));
  return {
    name: t.name,
    description: t.description ?? '',
    entity_kind: t.entity_kind ?? '',
    sections: t.sections.map((s) => ({ ...s, questionnaire_questions: sortDeep(s.questionnaire_questions) })),
  };
}

/**
 * The content to save: each question's order is its place, a follow-up names its parent, an entries question's
 * columns carry no trigger, and options and a length cap stay only on the types that have them.
 */
export function contentOf(sections: readonly ContentSection[]): ContentSection[] {
  const walk = (qs: readonly ContentQuestion[], parent: ContentQuestion | null): ContentQuestion[] =>
    qs.map((q, order) => {
      const { number_of_characters, follow_up_question_id, trigger_for_follow_up_question, ...rest } = q;
      const out: ContentQuestion = {
        ...rest,
        text: q.text.trim(),
        order,
        options: hasOptions(q.question_type) ? q.options.map((o) => o.trim()) : [],
        questions: walk(q.questions, q),
      };
      if (hasMaxLength(q.question_type) && number_of_characters) out.number_of_characters = number_of_characters;
      if (parent && parent.question_type !== 'entries') {
        out.follow_up_question_id = parent.id;
        out.trigger_for_follow_up_question = trigger_for_follow_up_question ?? null;
      }
      return out;
    });
  return sections.map((s) => ({
    ...s,
    name: s.name.trim(),
    questionnaire_questions: walk(s.questionnaire_questions, null),
  }));
}

/** The number a question shows (QD §2): '1' at the top, '1.2' below it, '1.2.1' below that. */
export const childNumber = (parentNumber: string | null, index: number) =>
  parentNumber ? `${parentNumber}.${index + 1}` : String(index + 1);

/** Every question of a section, children included. */
export function countQuestions(qs: readonly ContentQuestion[]): number {
  return qs.reduce((n, q) => n + 1 + countQuestions(q.questions), 0);
}
