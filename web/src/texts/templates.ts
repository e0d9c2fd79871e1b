import { sendingText } from '@ledgerline/shared/questionnaire-sending';

/**
 * Words of the Templates screens (FA §2.2 /templates, §3.9; QD §2 admin-template mode, §3 Section and Question). The
 * spec words 'Saved' (QD §8), 'Please enter a name' and 'Every question needs text' (QD §5), the section and question
 * types (FA §3.9) and the template mode's sample signature and mock answer (QD §2); the rest it names without wording.
 */
export const templatesText = {
  heading: 'Templates',
  create: 'Create Template',
  loading: 'Loading templates…',
  empty: 'No templates yet. Create one to send it to your clients.',
  table: 'Templates',
  columns: {
    name: 'Name',
    description: 'Description',
    entityKind: 'Entity kind',
    sections: 'Sections',
    questions: 'Questions',
    updated: 'Last updated',
    actions: 'Actions',
  },
  shipped: 'Shipped',
  anyEntityKind: 'Any',
  none: '—',
  edit: 'Edit',
  preview: 'Preview',
  delete: 'Delete',
  editNamed: (name: string) => `Edit ${name}`,
  previewNamed: (name: string) => `Preview ${name}`,
  deleteNamed: (name: string) => `Delete ${name}`,
  // FA §2.1: a template's self sign-up link, copied for the firm to share.
  copySignUpLink: 'Copy sign-up link',
  copySignUpLinkNamed: (name: string) => `Copy sign-up link of ${name}`,
  linkCopied: 'Link copied',
  linkNotCopied: 'The link could not be copied. Please try again.',
  deleteTitle: 'Delete Template',
  deleteBody: (name: string) =>
    `Delete the template ${name}? It leaves your firm’s list. Questionnaires already sent from it stay as they are.`,
  deleteConfirm: 'Delete',
  deleted: 'Template deleted',
  counts: (sections: number, questions: number) =>
    `${sections} ${sections === 1 ? 'section' : 'sections'}, ${questions} ${questions === 1 ? 'question' : 'questions'}`,
  updatedOn: (date: string) => `Updated ${date}`,
} as const;

export const questionTypeLabels = {
  boolean: 'Yes / No',
  select: 'Select one',
  upload: 'Upload',
  multiple: 'Multiple choice',
  entries: 'Entries',
  password: 'Password',
  date: 'Date',
  text: 'Text',
  textarea: 'Long text',
} as const;

/** FA §3.9 section types: 0 custom, 2 agreement signature, 3 questionnaire, 4 review and submit, 10 document checklist. */
export const sectionTypeLabels: Record<number, string> = {
  0: 'Custom',
  2: 'Agreement signature',
  3: 'Questionnaire',
  4: 'Review and submit',
  10: 'Document checklist',
};

export const editorText = {
  newHeading: 'Create Template',
  editHeading: 'Edit Template',
  loading: 'Loading template…',
  notFound: sendingText.templateNotFound,
  details: 'Template details',
  name: 'Name',
  description: 'Description',
  entityKind: 'Entity kind',
  anyEntityKind: 'Any',
  sections: 'Sections',
  sectionHeading: (n: number, name: string) => `Section ${n}: ${name || 'Untitled'}`,
  sectionName: 'Section name',
  sectionType: 'Section type',
  instruction: 'Instruction',
  instructionHint: 'Shown to the client above the section.',
  letter: 'Letter',
  letterHint: 'The agreement the client signs (HTML).',
  content: 'Content',
  contentHint: 'Rich content shown in the section (HTML).',
  addSection: 'Add section',
  newSection: 'New section',
  moveSectionUp: (name: string) => `Move section ${name || 'Untitled'} up`,
  moveSectionDown: (name: string) => `Move section ${name || 'Untitled'} down`,
  deleteSection: (name: string) => `Delete section ${name || 'Untitled'}`,
  deleteSectionTitle: 'Delete Section',
  deleteSectionBody: (name: string, questions: number) =>
    `Delete the section ${name || 'Untitled'}${questions > 0 ? ` and its ${questions} ${questions === 1 ? 'question' : 'questions'}` : ''}?`,
  deleteQuestionTitle: 'Delete Question',
  deleteQuestionBody: (text: string, below: number) =>
    `Delete ${text ? `“${text}”` : 'this question'} and the ${below} ${below === 1 ? 'question' : 'questions'} under it?`,
  deleteConfirm: 'Delete',
  questions: 'Questions',
  noQuestions: 'No questions in this section yet.',
  addQuestion: 'Add question',
  question: (number: string) => `Question ${number}`,
  column: (number: string) => `Column ${number}`,
  questionText: 'Question text',
  columnText: 'Column name',
  questionType: 'Question type',
  options: 'Options',
  option: (n: number) => `Option ${n}`,
  addOption: 'Add option',
  removeOption: (n: number) => `Remove option ${n}`,
  optional: 'Optional',
  maxLength: 'Max length',
  maxLengthHint: 'Characters; leave empty for no limit.',
  shownWhen: 'Shown when the answer is',
  chooseAnswer: 'Choose an answer',
  yes: 'Yes',
  no: 'No',
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Delete ${what}`,
  addFollowUp: 'Add follow-up',
  addFollowUpTo: (what: string) => `Add follow-up to ${what}`,
  addColumn: 'Add column',
  addColumnTo: (what: string) => `Add column to ${what}`,
  depthLimit: 'Follow-up questions nest at most three levels.',
  followUps: 'Follow-up questions',
  columns: 'Columns',
  changeTypeTitle: 'Change Question Type',
  changeTypeBody: (count: number, kind: 'follow-ups' | 'columns') =>
    `A question of this type has no ${kind === 'columns' ? 'follow-up questions' : 'columns'}. Changing it removes its ${count} ${kind === 'columns' ? (count === 1 ? 'column' : 'columns') : count === 1 ? 'follow-up question' : 'follow-up questions'}.`,
  changeTypeConfirm: 'Change type',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: sendingText.saved,
  reload: 'Reload',
  fixProblems: (n: number) =>
    `Fix ${n === 1 ? 'the problem' : `the ${n} problems`} marked on the page, then save again.`,
  // Field checks, worded as the spec's are where it has them (QD §5).
  enterName: sendingText.enterName,
  needsSection: 'A template needs at least one section',
  enterSectionName: 'Please enter a section name',
  questionNeedsText: sendingText.questionNeedsText,
  needsOption: 'Add at least one option',
  optionNeedsText: 'Every option needs text',
  duplicateOption: 'Options must differ',
  needsTrigger: 'Choose the answer that shows this follow-up',
  needsColumn: 'An entries question needs at least one column',
  maxLengthRange: 'Max length must be a whole number from 1 to 10000',
} as const;

export const templatePreviewText = {
  loading: 'Loading template…',
  notFound: sendingText.templateNotFound,
} as const;
