/**
 * What a template or a sent questionnaire is made of (QD §3 Section and Question, FA §3.9): sections of the
 * spec's types, each a list of questions of the spec's types, with follow-ups nested under the question whose
 * answer shows them (to three levels: 1., 1.1, 1.1.1). A questionnaire copies its template's content when it is
 * sent, so editing a template never changes what a client was already asked. Answers, notes and signatures are
 * kept apart from the content (one item each), so a client answering never rewrites the content.
 */
import * as z from 'zod';

import { additionalAttachmentsId } from '../answering';
import { questionTypes, sectionTypeValues, type QuestionType, type SectionType } from '../question-types';

export { questionTypes, sectionTypes, sectionTypeValues, type QuestionType, type SectionType } from '../question-types';

/** Follow-ups nest this deep: a question, its follow-up, and the follow-up's follow-up (QD §4). */
export const maxQuestionDepth = 3;
export const maxQuestionText = 2000;
export const maxOptions = 50;
export const maxOptionText = 200;
/** A question's own cap on a text or password answer (number_of_characters). */
export const maxAnswerCharacters = 10000;
export const maxSectionsPerTemplate = 40;
/** Questions of a template or questionnaire, follow-ups included: keeps the content one item (DynamoDB's 400 KB). */
export const maxQuestionsPerTemplate = 600;

const Text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`);

const ContentId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export interface ContentQuestion {
  id: string;
  text: string;
  question_type: QuestionType;
  options: string[];
  optional: boolean;
  order: number;
  /** The cap on a text or password answer's length. */
  number_of_characters?: number | null;
  disable_answer_later?: boolean;
  disable_not_applicable?: boolean;
  /** A rollover question made from a prior-year item (QD §2 'You had this in {year}'): the year it was had. */
  prior_year?: number | null;
  /** A follow-up's parent question. */
  follow_up_question_id?: string | null;
  /** The parent's answer that shows this follow-up (for a multiple, one of the chosen values). */
  trigger_for_follow_up_question?: string | null;
  /** Follow-ups of this question (and, for an entries question, its columns). */
  questions: ContentQuestion[];
}

export const ContentQuestion: z.ZodType<ContentQuestion> = z.lazy(() =>
  z.object({
    id: ContentId,
    text: Text(maxQuestionText, 'Question text'),
    question_type: z.enum(questionTypes, { error: `Question type must be one of ${questionTypes.join(', ')}` }),
    options: z.array(Text(maxOptionText, 'Option')).max(maxOptions).default([]),
    optional: z.boolean().default(false),
    order: z.number().int().min(0).max(100000).default(0),
    number_of_characters: z.number().int().min(1).max(maxAnswerCharacters).nullable().optional(),
    disable_answer_later: z.boolean().optional(),
    disable_not_applicable: z.boolean().optional(),
    prior_year: z.number().int().min(1900).max(2200).nullable().optional(),
    follow_up_question_id: ContentId.nullable().optional(),
    trigger_for_follow_up_question: z.string().trim().max(maxOptionText).nullable().optional(),
    questions: z.array(ContentQuestion).default([]),
  }),
) as z.ZodType<ContentQuestion>;

export const ContentSection = z.object({
  id: ContentId,
  name: Text(200, 'Section name'),
  section_key: z.string().trim().max(100).nullable().optional(),
  section_type: z.union(
    sectionTypeValues.map((t) => z.literal(t)) as [z.ZodLiteral<SectionType>, ...z.ZodLiteral<SectionType>[]],
    {
      error: 'Section type must be 0, 2, 3, 4 or 10',
    },
  ),
  instruction: z.string().max(20000).nullable().optional(),
  /** A custom (type 0) or agreement (type 2) section's rich content: the engagement letter's text. */
  custom_element: z.string().max(100000).nullable().optional(),
  description: z.string().max(2000).nullable().optional(),
  /** A section shown only when a question has this answer. */
  trigger_question_id: ContentId.nullable().optional(),
  trigger_answer: z.string().max(maxOptionText).nullable().optional(),
  questionnaire_questions: z.array(ContentQuestion).default([]),
});
export type ContentSection = z.infer<typeof ContentSection>;

export const TemplateContent = z.object({ sections: z.array(ContentSection).max(maxSectionsPerTemplate) });
export type TemplateContent = z.infer<typeof TemplateContent>;

/** Every question of some sections, follow-ups included, depth first in order, with its depth (1 to 3). */
export function* allQuestions(
  sections: readonly Pick<ContentSection, 'id' | 'questionnaire_questions'>[],
): Generator<WalkedQuestion> {
  function* walk(
    qs: readonly ContentQuestion[],
    sectionId: string,
    depth: number,
    parent: ContentQuestion | null,
  ): Generator<WalkedQuestion> {
    for (const q of [...qs].sort((a, b) => a.order - b.order)) {
      yield { question: q, sectionId, depth, parentId: parent?.id ?? null, parentType: parent?.question_type ?? null };
      yield* walk(q.questions ?? [], sectionId, depth + 1, q);
    }
  }
  for (const s of sections) yield* walk(s.questionnaire_questions ?? [], s.id, 1, null);
}

export interface WalkedQuestion {
  question: ContentQuestion;
  sectionId: string;
  /** 1 for a section's own questions, 2 for their follow-ups, 3 below those. */
  depth: number;
  parentId: string | null;
  parentType: QuestionType | null;
}

/**
 * What is wrong with some content beyond its fields' own checks, or null: follow-ups deeper than three levels,
 * ids used twice, a select or multiple without options, too many questions, a follow-up without the answer that
 * shows it.
 */
export function contentProblem(sections: readonly ContentSection[]): string | null {
  const ids = new Set<string>();
  const sectionIds = new Set<string>();
  let count = 0;
  for (const s of sections) {
    if (sectionIds.has(s.id)) return `Section id ${s.id} is used twice`;
    sectionIds.add(s.id);
  }
  for (const { question: q, depth, parentId, parentType } of allQuestions(sections)) {
    count++;
    if (depth > maxQuestionDepth) return `Follow-up questions nest at most ${maxQuestionDepth} levels`;
    if (ids.has(q.id)) return `Question id ${q.id} is used twice`;
    if (q.id === additionalAttachmentsId) return `Question id ${q.id} is reserved for additional attachments`;
    ids.add(q.id);
    if ((q.question_type === 'select' || q.question_type === 'multiple') && q.options.length === 0) {
      return `'${q.text.slice(0, 60)}' needs at least one option`;
    }
    // An entries question's children are the columns of each entry, not follow-ups: they need no trigger.
    if (parentId && parentType !== 'entries' && !q.trigger_for_follow_up_question) {
      return `Follow-up '${q.text.slice(0, 60)}' needs the answer that shows it`;
    }
  }
  if (count > maxQuestionsPerTemplate) return `A questionnaire holds at most ${maxQuestionsPerTemplate} questions`;
  return null;
}
