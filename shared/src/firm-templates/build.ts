/**
 * The compact form the built-in firm templates are written in (FA §3.9), and the one function that turns it into
 * template content (QD §3). Ids, order and follow-up links are derived from a question's place, never written by
 * hand, so editing the catalogue cannot leave two questions with one id or a follow-up pointing at the wrong parent,
 * and the same definition always gives the same content (a sent questionnaire keeps the ids it was sent with).
 */
import {
  type ContentQuestion,
  type ContentSection,
  type QuestionType,
  type SectionType,
  sectionTypes,
} from '../schemas/questionnaire-content';

export interface QDef {
  text: string;
  /** Defaults to 'boolean': most organizer questions are yes-or-no with details asked only on Yes. */
  type?: QuestionType;
  options?: string[];
  optional?: boolean;
  /** number_of_characters: the cap on a text or password answer. */
  max?: number;
  /** Questions shown when the answer is `when` ('Yes' or 'No' for a boolean, one of the options otherwise). */
  followUps?: { when: string; questions: QDef[] }[];
  /** An entries question's columns: each entry answers every column. */
  columns?: QDef[];
}

export interface SectionDef {
  name: string;
  /** Defaults to 3, a questionnaire section. */
  section_type?: SectionType;
  instruction?: string;
  custom_element?: string;
  questions: QDef[];
}

export interface TemplateDef {
  /** Unique across the catalogue: every id of the template is made from it. */
  key: string;
  name: string;
  description: string;
  entity_kind: string;
  sections: SectionDef[];
}

export interface BuiltTemplate {
  id: string;
  name: string;
  description: string;
  entity_kind: string;
  sections: ContentSection[];
}

/** Marks a template as shipped with the product, so it can never collide with a firm's own template ids. */
export const builtInTemplatePrefix = 'builtin-';

const booleanAnswers = ['Yes', 'No'];
const cappedTypes: readonly QuestionType[] = ['text', 'password'];

export function buildTemplate(def: TemplateDef): BuiltTemplate {
  return {
    id: builtInTemplatePrefix + def.key,
    name: def.name,
    description: def.description,
    entity_kind: def.entity_kind,
    sections: def.sections.map((s, i) => buildSection(s, `${def.key}-s${i + 1}`)),
  };
}

function buildSection(def: SectionDef, id: string): ContentSection {
  const section: ContentSection = {
    id,
    name: def.name,
    section_type: def.section_type ?? sectionTypes.questionnaire,
    questionnaire_questions: def.questions.map((q, i) => buildQuestion(q, `${id}-q${i + 1}`, i)),
  };
  if (def.instruction !== undefined) section.instruction = def.instruction;
  if (def.custom_element !== undefined) section.custom_element = def.custom_element;
  return section;
}

function buildQuestion(
  def: QDef,
  id: string,
  order: number,
  shownBy?: { parentId: string; when: string },
): ContentQuestion {
  const type = def.type ?? 'boolean';
  checkDefinition(def, type, id);
  const children = def.columns
    ? def.columns.map((c, i) => buildQuestion(c, `${id}-c${i + 1}`, i))
    : (def.followUps ?? [])
        .flatMap((group) => group.questions.map((q) => ({ q, when: group.when })))
        .map(({ q, when }, i) => buildQuestion(q, `${id}-f${i + 1}`, i, { parentId: id, when }));
  const question: ContentQuestion = {
    id,
    text: def.text,
    question_type: type,
    // Copied so that changing a built template can never reach back into the definitions.
    options: [...(def.options ?? [])],
    optional: def.optional ?? false,
    order,
    questions: children,
  };
  if (def.max !== undefined) question.number_of_characters = def.max;
  if (shownBy) {
    question.follow_up_question_id = shownBy.parentId;
    question.trigger_for_follow_up_question = shownBy.when;
  }
  return question;
}

/**
 * Mistakes the content schema would let through but a client would trip over (a follow-up no answer can show, an
 * entries question with nothing to fill in): a broken definition fails when the catalogue loads, not in a client's
 * questionnaire.
 */
function checkDefinition(def: QDef, type: QuestionType, id: string): void {
  const fail = (why: string) => {
    throw new Error(`Firm template question ${id} ('${def.text.slice(0, 60)}'): ${why}`);
  };
  const hasOptions = type === 'select' || type === 'multiple';
  if (hasOptions !== (def.options !== undefined && def.options.length > 0)) {
    fail(hasOptions ? 'a select or multiple needs options' : 'only a select or multiple has options');
  }
  if ((type === 'entries') !== (def.columns !== undefined && def.columns.length > 0)) {
    fail(type === 'entries' ? 'an entries question needs columns' : 'only an entries question has columns');
  }
  if (def.max !== undefined && !cappedTypes.includes(type)) fail('only a text or password answer has a length cap');
  for (const group of def.followUps ?? []) {
    if (type !== 'boolean' && !hasOptions) fail('only a boolean, select or multiple shows follow-ups');
    const answers = type === 'boolean' ? booleanAnswers : (def.options ?? []);
    if (!answers.includes(group.when)) fail(`no answer '${group.when}' can show its follow-ups`);
  }
}

/** A money amount: a short text answer, since the content has no number type. */
export const amount = (text: string, more: Partial<QDef> = {}): QDef => ({ text, type: 'text', max: 20, ...more });

export const upload = (text: string, more: Partial<QDef> = {}): QDef => ({ text, type: 'upload', ...more });

/** Every template ends with these two (FA §3.9 section types 2 and 4); the letter names the return being prepared. */
export function closingSections(service: string, authorities: string): SectionDef[] {
  return [
    {
      name: 'Engagement Letter',
      section_type: sectionTypes.agreementSignature,
      instruction: 'Please read the engagement letter and sign below to confirm that you agree to its terms.',
      custom_element: engagementLetterHtml(service, authorities),
      questions: [],
    },
    {
      name: 'Review and Submit',
      section_type: sectionTypes.reviewAndSubmit,
      instruction: 'Review your answers and uploads, then submit the questionnaire to us.',
      questions: [],
    },
  ];
}

function engagementLetterHtml(service: string, authorities: string): string {
  return [
    '<h2>Engagement Letter</h2>',
    `<p>Thank you for choosing us to prepare your ${service}. This letter sets out the services we will provide and the responsibilities we each have.</p>`,
    '<h3>Our services</h3>',
    `<p>We will prepare your ${service} for the tax year from the information you provide, and file it with ${authorities} once you have reviewed and approved it. We will not audit or otherwise verify the information you give us, although we may ask you to clarify it or to provide more.</p>`,
    '<h3>Your responsibilities</h3>',
    '<p>You are responsible for giving us complete and accurate information, for keeping the records that support your return (receipts, statements, logs and agreements), and for reviewing the return carefully before you approve it. Penalties and interest that result from incomplete or inaccurate information are your responsibility.</p>',
    '<h3>Fees</h3>',
    '<p>Our fees are based on the time and complexity of the work and are due when the return is delivered. Work outside this engagement, such as responding to a notice or an examination, is billed separately.</p>',
    '<h3>Deadlines</h3>',
    '<p>To file on time we need all of your information well before the filing deadline. If it arrives late, we may not be able to finish the return by the deadline, and any tax you owe is still due on that date.</p>',
    '<p>By signing below, you confirm that you have read this letter and agree to its terms.</p>',
  ].join('\n');
}
