/**
 * What the send dialogs check and send (QD §3 payloads, §5 'Send template / drop off / custom', §9), as plain
 * functions: each form's problems (the spec's messages, keyed by field, in the dialog's order) and its payload.
 * The API checks the same rules (functions/src/questionnaires/send-settings.ts); here they say why Send is off.
 */
import { addDays, isIsoDate, needsBulkConfirmation, sendingText } from '@ledgerline/shared/questionnaire-sending';
import type { QuestionType } from '@ledgerline/shared/schemas/questionnaire-content';
import type { SendFrequency } from '@ledgerline/shared/send-schedule';
import type { SendBody } from '../../../api/questionnaires-staff';
import { sendLabels } from '../../../texts/send-questionnaire';

export interface PickedEntity {
  id: string;
  name: string;
}

/** A question or item being written in a dialog; `options` as typed, one per line. */
export interface DraftQuestion {
  key: string;
  text: string;
  question_type: QuestionType;
  options: string;
  /** A template section's id, or '' for a section of its own. */
  section_id: string;
}

/** Who a send goes to: named entities and/or every entity of some types. */
export interface Audience {
  companies: PickedEntity[];
  companyTypes: string[];
}

export type Problems = Partial<Record<string, string>>;

const optionTypes: readonly QuestionType[] = ['select', 'multiple'];

export const needsOptions = (type: QuestionType) => optionTypes.includes(type);

export function optionList(options: string): string[] {
  return options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
}

let nextKey = 0;
export function newDraftQuestion(type: QuestionType = 'text'): DraftQuestion {
  nextKey += 1;
  return { key: `q${nextKey}`, text: '', question_type: type, options: '', section_id: '' };
}

/** Each question's problem, keyed `question.{key}`: text first, then a choice's options. */
function questionProblems(questions: DraftQuestion[], problems: Problems): void {
  for (const q of questions) {
    if (!q.text.trim()) problems[`question.${q.key}`] = sendingText.questionNeedsText;
    else if (needsOptions(q.question_type) && optionList(q.options).length === 0)
      problems[`question.${q.key}`] = sendLabels.needsOption;
  }
}

function questionsToCreate(questions: DraftQuestion[], withSection: boolean): SendBody['questions_to_create'] {
  return questions.map((q) => ({
    text: q.text.trim(),
    question_type: q.question_type,
    options: needsOptions(q.question_type) || q.question_type === 'upload' ? optionList(q.options) : [],
    ...(withSection && q.section_id ? { section_id: q.section_id } : {}),
  }));
}

function audienceProblem(audience: Audience, problems: Problems): void {
  if (!audience.companies.length && !audience.companyTypes.length) problems.audience = sendingText.selectCompany;
}

/** A due date that may be empty; when given, a real date on or after `minimum`. */
function dueDateProblem(due: string, minimum: string, message: string): string | undefined {
  if (!due) return undefined;
  return isIsoDate(due) && due >= minimum ? undefined : message;
}

export const bulkConfirmationNeeded = (audience: Audience) =>
  needsBulkConfirmation(audience.companies.length, audience.companyTypes.length);

// ---------------------------------------------------------------------------------------------- template send

export interface TemplateSendForm extends Audience {
  templateId: string;
  /** The template's sections that are checked. */
  sections: string[];
  /** All of the template's sections (none checked is as good as none chosen: refused). */
  allSections: string[];
  taxYear: number | null;
  dueDate: string;
  scheduled: boolean;
  frequency: SendFrequency | '';
  firstScheduledDate: string;
  daysUntilDue: string;
  includePriorYearItems: boolean;
  showUploadsAsChecklist: boolean;
  allOwnersMustSign: boolean;
  updateProfileSection: boolean;
  documentPopOutChecklist: boolean;
  depositRequired: boolean;
  depositAmount: string;
  questions: DraftQuestion[];
}

/** QD §5's messages for a template send, by field, in the dialog's order. */
export function templateSendProblems(form: TemplateSendForm, today: string): Problems {
  const problems: Problems = {};
  if (!form.templateId) problems.template = sendingText.selectTemplate;
  else if (form.allSections.length > 0 && form.sections.length === 0) problems.sections = sendLabels.sectionsNeeded;
  if (!form.taxYear) problems.taxYear = sendingText.selectTaxYear;
  audienceProblem(form, problems);
  if (form.scheduled) {
    if (!form.frequency) problems.frequency = sendingText.selectFrequency;
    if (!isIsoDate(form.firstScheduledDate) || form.firstScheduledDate < today)
      problems.firstScheduledDate = sendingText.selectSendDate;
    const days = Number(form.daysUntilDue);
    if (!Number.isInteger(days) || days < 1 || days > 365) problems.daysUntilDue = sendingText.validDueDate;
  } else {
    const due = dueDateProblem(form.dueDate, today, sendingText.validDueDate);
    if (due) problems.dueDate = due;
  }
  if (form.depositRequired) {
    const amount = Number(form.depositAmount);
    if (!form.depositAmount.trim() || !Number.isFinite(amount) || amount <= 0)
      problems.depositAmount = sendingText.enterDepositAmount;
  }
  questionProblems(form.questions, problems);
  return problems;
}

export function templateSendBody(form: TemplateSendForm, isDraft: boolean): SendBody {
  const everySection = form.sections.length === form.allSections.length;
  return {
    questionnaire_template_id: form.templateId,
    // All of them: none named (the template's sections as they are when each scheduled send goes).
    sections: everySection ? undefined : form.sections,
    company_ids: form.companies.map((c) => c.id),
    company_types: form.companyTypes,
    tax_year: form.taxYear ?? undefined,
    ...(form.scheduled
      ? {
          frequency: form.frequency || undefined,
          first_scheduled_date: form.firstScheduledDate,
          days_until_due: Number(form.daysUntilDue),
        }
      : { due_date: form.dueDate || null }),
    include_prior_year_items: form.includePriorYearItems,
    show_uploads_as_document_checklist: form.showUploadsAsChecklist,
    all_owner_signature_required: form.allOwnersMustSign,
    update_profile_section: form.updateProfileSection,
    document_popout_checklist_enabled: form.documentPopOutChecklist,
    deposit_required: form.depositRequired,
    deposit_amount: form.depositRequired ? Number(form.depositAmount) : null,
    is_draft: isDraft,
    questions_to_create: questionsToCreate(form.questions, true),
  };
}

// ---------------------------------------------------------------------------------------------- custom

export interface CustomForm extends Audience {
  taxYear: number | null;
  name: string;
  dueDate: string;
  items: DraftQuestion[];
}

/** QD §5: tax year, subject, an entity or type, every item with text; a due date not before tomorrow (§9). */
export function customProblems(form: CustomForm, today: string): Problems {
  const problems: Problems = {};
  if (!form.taxYear) problems.taxYear = sendingText.selectTaxYear;
  if (!form.name.trim()) problems.name = sendingText.enterSubject;
  audienceProblem(form, problems);
  const due = dueDateProblem(form.dueDate, addDays(today, 1), sendingText.dueDateFuture);
  if (due) problems.dueDate = due;
  if (!form.items.length) problems.items = sendingText.needOneItem;
  questionProblems(form.items, problems);
  return problems;
}

export function customBody(form: CustomForm, isDraft: boolean): SendBody {
  return {
    name: form.name.trim(),
    company_ids: form.companies.map((c) => c.id),
    company_types: form.companyTypes,
    tax_year: form.taxYear ?? undefined,
    due_date: form.dueDate || null,
    is_draft: isDraft,
    questions_to_create: questionsToCreate(form.items, false),
  };
}

// ---------------------------------------------------------------------------------------------- document drop off

export interface DropOffForm extends Audience {
  taxYear: number | null;
  dueDate: string;
  templateName: string;
  emailSubject: string;
  emailBody: string;
  includePriorYearItems: boolean;
  requestItems: boolean;
  items: DraftQuestion[];
}

/** QD §5: an entity or type, a tax year and a due date (today or later); asked-for items each with text. */
export function dropOffProblems(form: DropOffForm, today: string): Problems {
  const problems: Problems = {};
  audienceProblem(form, problems);
  if (!form.taxYear) problems.taxYear = sendingText.selectTaxYear;
  if (!form.dueDate) problems.dueDate = sendingText.validDueDate;
  else {
    const due = dueDateProblem(form.dueDate, today, sendingText.validDueDate);
    if (due) problems.dueDate = due;
  }
  if (form.requestItems) {
    if (!form.items.length) problems.items = sendingText.needOneItem;
    questionProblems(form.items, problems);
  }
  return problems;
}

export function dropOffBody(form: DropOffForm, isDraft: boolean): SendBody {
  return {
    document_drop_off_enabled: true,
    custom_template_name: form.templateName.trim() || undefined,
    custom_email_subject: form.emailSubject.trim() || undefined,
    custom_email_body: form.emailBody.trim() || undefined,
    company_ids: form.companies.map((c) => c.id),
    company_types: form.companyTypes,
    tax_year: form.taxYear ?? undefined,
    due_date: form.dueDate,
    include_prior_year_items: form.includePriorYearItems,
    is_draft: isDraft,
    questions_to_create: form.requestItems
      ? questionsToCreate(
          form.items.map((q) => ({ ...q, question_type: 'upload' as const })),
          false,
        )
      : [],
  };
}
