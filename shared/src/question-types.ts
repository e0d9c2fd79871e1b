/**
 * The question and section types of QD §3 and FA §3.9, without zod: the API's content schema
 * (schemas/questionnaire-content.ts) and the SPA's template editor both use these lists.
 */
export const questionTypes = [
  'boolean',
  'select',
  'upload',
  'multiple',
  'entries',
  'password',
  'date',
  'text',
  'textarea',
] as const;
export type QuestionType = (typeof questionTypes)[number];

/** QD §2 Section renderer, FA §3.9: 0 custom, 2 agreement signature, 3 questionnaire, 4 review and submit, 10 checklist. */
export const sectionTypes = {
  custom: 0,
  agreementSignature: 2,
  questionnaire: 3,
  reviewAndSubmit: 4,
  documentChecklist: 10,
} as const;
export const sectionTypeValues = [0, 2, 3, 4, 10] as const;
export type SectionType = (typeof sectionTypeValues)[number];
