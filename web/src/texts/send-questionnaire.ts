/**
 * Words of the sending and reminder dialogs (QD §2 'Sending and reminder dialogs', §5 'Send template / drop off /
 * custom', §8, §9). The spec's own messages come from @ledgerline/shared/questionnaire-sending (`sendingText`, which
 * the API answers with too); the due-date shortcuts and frequencies from send-schedule; the rest are the names the
 * spec gives without wording, in plain words.
 */
import { sendingText } from '@ledgerline/shared/questionnaire-sending';
import type { QuestionType } from '@ledgerline/shared/schemas/questionnaire-content';

export { sendingText };

export const sendLabels = {
  // QD §2, named by the spec.
  sendQuestionnaire: 'Send Questionnaire',
  createCustom: 'Create Custom Questionnaire',
  sendDropOff: 'Send Document Drop Off',
  kindTemplate: 'Template',
  kindDropOff: 'Document Drop Off',
  kindCustom: 'Custom',
  // Step 1.
  chooseKind: 'What do you want to send?',
  kindTemplateHint: 'A questionnaire from one of the firm’s templates, now or on a schedule.',
  kindDropOffHint: 'A link where clients drop documents without signing in (it expires in 7 days).',
  kindCustomHint: 'A short questionnaire of your own items.',
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  send: 'Send',
  sending: 'Sending…',
  saveDraft: 'Save as draft',
  // Template send.
  template: 'Template',
  chooseTemplate: 'Choose a template',
  loadingTemplates: 'Loading templates…',
  sections: 'Sections',
  sectionsHint: 'Clients get the sections checked here.',
  taxYear: 'Tax year',
  chooseTaxYear: 'Choose a tax year',
  entities: 'Entities',
  entitiesHint: 'Type part of a name to find an entity.',
  findEntities: 'Find entities',
  selectedEntities: 'Selected entities',
  removeEntity: (name: string) => `${name}, remove`,
  noEntitiesMatch: 'No entities match',
  loadingEntities: 'Loading entities…',
  entityTypes: 'Entity types',
  entityTypesHint: 'Every active entity of these types gets one.',
  findEntityTypes: 'Choose entity types',
  selectedEntityTypes: 'Selected entity types',
  removeEntityType: (type: string) => `${type}, remove`,
  noTypesMatch: 'No entity types match',
  dueDate: 'Due date',
  dueDateHint: 'Leave empty for no due date.',
  schedule: 'Schedule',
  scheduleHint: 'Send later, once or again and again.',
  frequency: 'Frequency',
  chooseFrequency: 'Choose a frequency',
  firstSendDate: 'First send date',
  daysUntilDue: 'Days until due',
  daysUntilDueHint: 'Each send is due this many days after it goes out.',
  options: 'Options',
  includePriorYearItems: 'Include prior year items',
  showUploadsAsChecklist: 'Show uploads as document checklist',
  allOwnersMustSign: 'All owners must sign',
  updateProfileSection: 'Update profile section',
  documentPopOutChecklist: 'Document pop-out checklist',
  requireDeposit: 'Require a deposit',
  depositAmount: 'Deposit amount (in dollars)',
  checkingPaymentProvider: 'Checking the firm’s payment provider…',
  // Extra questions / items.
  extraQuestions: 'Additional questions',
  extraQuestionsHint: 'Questions added to this send only; the template stays as it is.',
  addQuestion: 'Add question',
  question: (n: number) => `Question ${n}`,
  questionText: 'Question text',
  questionType: 'Question type',
  questionOptions: 'Options (one per line)',
  questionSection: 'Section',
  newSection: 'Additional Questions (a section of its own)',
  removeQuestion: (n: number) => `Remove question ${n}`,
  needsOption: 'Add at least one option',
  sectionsNeeded: 'Choose at least one section',
  // Custom.
  subject: 'Subject',
  items: 'Items',
  addItem: 'Add item',
  item: (n: number) => `Item ${n}`,
  itemText: 'Item text',
  removeItem: (n: number) => `Remove item ${n}`,
  // Document Drop Off.
  templateName: 'Name',
  templateNameHint: 'What clients see; Document Drop Off when empty.',
  emailSubject: 'Email subject (optional)',
  emailMessage: 'Email message (optional)',
  requestAdditionalItems: 'Request additional items',
  additionalItems: 'Additional items',
  uploadItemHint: 'Each item asks for an upload: ‘Please upload ’ comes before its text.',
  slashesAdvice: 'Avoid slashes or periods in document names.',
  // Bulk confirmation (QD §5, §9).
  bulkTitle: 'Send to many entities?',
  bulkDraftTitle: 'Save drafts for many entities?',
  bulkToEntities: (n: number) => `This goes to ${n} entities.`,
  bulkToTypes: (types: string[]) =>
    `This goes to every active entity of ${types.length === 1 ? 'the type' : 'the types'} ${types.join(', ')}, however many there are.`,
  bulkAsk: 'Do you want to continue?',
} as const;

/** Names of the question types a send can add (the content schema's types). */
export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  boolean: 'Yes / No',
  select: 'Single choice',
  multiple: 'Multiple choice',
  upload: 'Upload',
  date: 'Date',
  entries: 'Entries',
  password: 'Password',
};

export const reminderLabels = {
  // QD §2, named by the spec.
  sendReminders: 'Send reminders',
  editReminders: 'Edit Reminders',
  // Ours.
  emailSubject: 'Email subject',
  emailMessage: 'Email message',
  inAppMessage: 'In-app message',
  smsMessage: 'SMS message',
  customize: 'Customize',
  customizeHint: 'Off: each questionnaire gets its own reminder texts, or the defaults. On: these texts.',
  customizeEditHint: 'Off: the default texts. On: these texts.',
  remindersOn: 'Automatic reminders',
  remindersOnHint: 'Reminders go out on the firm’s schedule and stop after the due date.',
  placeholders: 'Placeholders',
  placeholdersHint: 'Insert one where the cursor is; each is filled for every client.',
  insert: (label: string) => `Insert ${label}`,
  count: (n: number) => (n === 1 ? '1 questionnaire' : `${n} questionnaires`),
  send: 'Send',
  save: 'Save',
  cancel: 'Cancel',
} as const;
