/**
 * The staff side's questionnaire calls (QD §3 payloads, §7 Questionnaires; FA §7.5 backlog): templates, sends,
 * the Collect list, and the changes staff make to what was sent. Field names as the spec writes them.
 */
import * as z from 'zod';
import { Id } from './common';
import { ContentSection, questionTypes, maxQuestionText, maxOptionText, maxOptions } from './questionnaire-content';
import { QuestionnaireCard } from './questionnaires';
import {
  isIsoDate,
  maxCompaniesPerSend,
  maxDepositDollars,
  questionnaireTypes,
  sendingText,
} from '../questionnaire-sending';
import { sendFrequencies } from '../send-schedule';
import { questionnaireProgresses } from '../questionnaires';
import { isTaxYear } from '../time/tax-year';

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 'true' || v === '1');

/** A YYYY-MM-DD calendar date. */
export const IsoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => isIsoDate(s), { error: message });

const TaxYear = z.coerce
  .number({ error: sendingText.selectTaxYear })
  .int(sendingText.selectTaxYear)
  .refine((y) => isTaxYear(y), { error: sendingText.selectTaxYear });

const Ids = (max: number) => z.array(Id).max(max, `At most ${max} at once`);
const EntityTypes = z.array(z.string().trim().min(1).max(80)).max(50).default([]);

// ---------------------------------------------------------------------------------------------- templates

export const TemplateSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  entity_kind: z.string().nullable(),
  questions_count: z.number().int(),
  sections: z.array(z.object({ id: z.string(), name: z.string(), section_type: z.number().int() })),
  /** Shipped with the product (a firm template of FA §3.9), unedited by the firm. */
  builtin: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const TemplatesInfo = z.object({ templates: z.array(TemplateSummary) });

export const TemplateDetail = TemplateSummary.extend({
  sections: z.array(ContentSection),
  version: z.number().int(),
});
export type TemplateDetail = z.infer<typeof TemplateDetail>;

export const TemplateByIdQuery = z.object({ template_id: Id });
export const TemplateAnswer = z.object({ template: TemplateDetail });

export const SaveTemplateInput = z.object({
  /** Absent: a new template. */
  template_id: Id.optional(),
  name: z.string().trim().min(1, sendingText.enterName).max(200, 'Name must be at most 200 characters'),
  description: z.string().trim().max(2000).optional(),
  entity_kind: z.string().trim().max(80).optional(),
  sections: z.array(ContentSection).min(1, 'A template needs at least one section').max(40),
  /** The version the editor opened; a save over a newer one is refused. */
  version: z.number().int().min(0).optional(),
});
export type SaveTemplateInput = z.infer<typeof SaveTemplateInput>;

export const TemplateIdPath = z.object({ id: Id });

// ---------------------------------------------------------------------------------------------- sending

export const QuestionToCreate = z.object({
  text: z
    .string({ error: sendingText.questionNeedsText })
    .trim()
    .min(1, sendingText.questionNeedsText)
    .max(maxQuestionText),
  question_type: z.enum(questionTypes, { error: `Question type must be one of ${questionTypes.join(', ')}` }),
  options: z.array(z.string().trim().min(1).max(maxOptionText)).max(maxOptions).default([]),
  /** The template section it is added to (absent: a section of additional questions). */
  section_id: Id.optional(),
});
export type QuestionToCreate = z.infer<typeof QuestionToCreate>;

/** QD §3 template-send payload, with the Document Drop Off and custom questionnaire fields. */
export const SendQuestionnairesInput = z.object({
  questionnaire_template_id: Id.optional(),
  /** The template's sections to send (absent or empty: all of them). */
  sections: z.array(Id).max(40).optional(),
  company_ids: Ids(maxCompaniesPerSend).default([]),
  company_types: EntityTypes,
  tax_year: TaxYear.optional(),
  due_date: IsoDate(sendingText.validDueDate).nullable().optional(),
  frequency: z.enum(sendFrequencies, { error: sendingText.selectFrequency }).optional(),
  first_scheduled_date: IsoDate(sendingText.selectSendDate).nullable().optional(),
  days_until_due: z.coerce
    .number()
    .int()
    .min(1, sendingText.validDueDate)
    .max(365, sendingText.validDueDate)
    .optional(),
  include_prior_year_items: z.boolean().default(false),
  show_uploads_as_document_checklist: z.boolean().default(false),
  all_owner_signature_required: z.boolean().default(false),
  deposit_required: z.boolean().default(false),
  /** In dollars. */
  deposit_amount: z.coerce
    .number({ error: sendingText.enterDepositAmount })
    .positive(sendingText.enterDepositAmount)
    .max(maxDepositDollars, `A deposit is at most $${maxDepositDollars}`)
    .nullable()
    .optional(),
  update_profile_section: z.boolean().default(false),
  batch_sending: z.boolean().default(false),
  batch_reminder: z.boolean().default(false),
  document_popout_checklist_enabled: z.boolean().default(false),
  is_draft: z.boolean().default(false),
  questions_to_create: z.array(QuestionToCreate).max(100).default([]),
  // Document Drop Off
  document_drop_off_enabled: z.boolean().default(false),
  custom_template_name: z.string().trim().max(200).optional(),
  custom_email_subject: z.string().trim().max(200).optional(),
  custom_email_body: z.string().trim().max(5000).optional(),
  // Custom questionnaire
  name: z.string().trim().max(200).optional(),
});
export type SendQuestionnairesInput = z.infer<typeof SendQuestionnairesInput>;

export const SendAnswer = z.object({
  message: z.string(),
  /** The questionnaires made while the request waited (a small send). */
  questionnaire_ids: z.array(z.string()),
  /** A send to many entities goes on in the background: poll GET /firms/backlog. */
  queued: z.boolean(),
  send_id: z.string().nullable(),
  scheduler_id: z.string().nullable(),
});

/** QD §3 additional-items payload. */
export const SendOpenItemsInput = z.object({
  relevant_questionnaire_id: Id,
  company_ids: Ids(1).optional(),
  due_date: IsoDate(sendingText.validDueDate).nullable().optional(),
  is_draft: z.boolean().default(false),
  name: z.string().trim().max(200).optional(),
  tax_year: TaxYear.optional(),
  questions_to_create: z.array(QuestionToCreate).min(1, sendingText.needOneItem).max(100),
});
export type SendOpenItemsInput = z.infer<typeof SendOpenItemsInput>;

export const MessageAnswer = z.object({ message: z.string() });

export const QuestionnaireIdsInput = z.object({ questionnaire_ids: Ids(1000).min(1, sendingText.noSelection) });

export const ReminderInput = z.object({
  questionnaire_ids: Ids(1000).min(1, sendingText.noSelection),
  reminder_email_subject: z.string().trim().max(200).optional(),
  reminder_email_message: z.string().trim().max(5000).optional(),
  reminder_in_app_message: z.string().trim().max(1000).optional(),
  reminder_sms_message: z.string().trim().max(320).optional(),
  /** Use these texts instead of the defaults (false: the defaults, whatever texts come). */
  customize: z.boolean().default(false),
  /** Edit Reminders: turn automatic reminders on or off for these questionnaires. */
  reminders_disabled: z.boolean().optional(),
});
export type ReminderInput = z.infer<typeof ReminderInput>;

export const CustomStatusChangeInput = z.object({
  questionnaireIds: Ids(1000).min(1, sendingText.noSelection),
  customEmailSubject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200),
  customEmailMessage: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
  customSmsMessage: z.string().trim().max(320).optional(),
});

export const depositStatuses = ['unpaid', 'pending', 'payment_pending', 'paid', 'marked_paid'] as const;

export const SaveQuestionnaireInput = z.object({
  company_id: Id,
  id: Id,
  due_date: IsoDate(sendingText.validDueDate).nullable().optional(),
  reminders_disabled: z.boolean().optional(),
  /** '' or null clears it. */
  firm_custom_status_id: z
    .union([Id, z.literal('')])
    .nullable()
    .optional(),
  deposit_status: z.enum(depositStatuses).optional(),
});
export type SaveQuestionnaireInput = z.infer<typeof SaveQuestionnaireInput>;

/** Edit Due Dates (bulk). */
export const SaveQuestionnairesInput = z.object({
  questionnaire_ids: Ids(1000).min(1, sendingText.noSelection),
  due_date: IsoDate(sendingText.validDueDate),
  reminders_disabled: z.boolean().optional(),
});

/** QD §7: one of track_changes, deposit_status or locked, for one questionnaire. */
export const UpdateQuestionnaireInput = z
  .object({
    company_id: Id,
    id: Id,
    track_changes: z.boolean().optional(),
    deposit_status: z.enum(depositStatuses).optional(),
    locked: z.boolean().optional(),
  })
  .refine((v) => [v.track_changes, v.deposit_status, v.locked].filter((x) => x !== undefined).length === 1, {
    error: 'Send one of track_changes, deposit_status or locked',
  });

export const LockQuestionnairesInput = z.object({
  questionnaire_ids: Ids(1000).min(1, sendingText.noSelection),
  /** Absent: lock. */
  locked: z.boolean().default(true),
});

export const DeleteQuestionnaireInput = z
  .object({ questionnaire_ids: Ids(1000).optional(), id: Id.optional(), company_id: Id.optional() })
  .refine((v) => Boolean(v.id || v.questionnaire_ids?.length), { error: sendingText.noSelection });

export const QuestionnairePath = z.object({ id: Id });
export const MarkCompletedInput = z.object({ id: Id, completed: z.boolean().default(true) });

export const DeleteQuestionInput = z.object({
  company_id: Id,
  id: Id,
  /** The question's content id, or its ref as the answering view names it ('{questionnaireId}.{questionId}'). */
  question_id: z
    .string()
    .trim()
    .min(1)
    .max(140)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Invalid id'),
});

export const GetQuestionnaireQuery = z.object({ company_id: Id, id: Id });

export const LinkAnswer = z.object({ link: z.string() });

// ---------------------------------------------------------------------------------------------- Collect

export const collectSortFields = ['last_activity_at', 'company_name', 'name', 'due_date'] as const;

const TagFilter = z
  .union([Id, z.array(Id)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(Id).max(20));

export const CollectQuery = z.object({
  year: z.union([z.literal('All'), TaxYear]).default('All'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  rows_per_page: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 100), { error: 'rows_per_page must be 1 to 100, or -1' })
    .default(10),
  questionnaire_status: z.enum([...questionnaireProgresses, 'locked']).optional(),
  include_locked: Flag.default(true),
  exclude_completed: Flag.default(false),
  firm_group_id: Id.optional(),
  sort_by: z.enum(collectSortFields).default('last_activity_at'),
  descending: Flag.default(true),
  questionnaire_type: z.enum(questionnaireTypes).optional(),
  entity_type: z.string().trim().min(1).max(80).optional(),
  search_term: z.string().max(200).optional(),
  hide_inactives: Flag.default(false),
  hide_actives: Flag.default(false),
  show_only_deleted: Flag.default(false),
  assigned_advisor_id: Id.optional(),
  firm_role_id: Id.optional(),
  firm_role_user_id: Id.optional(),
  count: Flag.default(false),
  selected_entity_tags_filter: TagFilter.optional(),
  firm_custom_status_id: Id.optional(),
  cursor: z.string().max(2000).optional(),
});
export type CollectQuery = z.infer<typeof CollectQuery>;

/** A Collect row: the card's fields and what the list shows beside them (QD §3 company_details, user_details). */
export const CollectRow = QuestionnaireCard.extend({
  questionnaire_type: z.string(),
  deleted_at: z.string().nullable(),
  created_at: z.string().nullable(),
  last_activity: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  last_followed_up: z.string().nullable(),
  next_reminder_at: z.string().nullable(),
  deposit_amount: z.number().nullable(),
  track_changes: z.boolean(),
  questions_total: z.number().int(),
  questions_completed: z.number().int(),
  document_drop_off_enabled: z.boolean(),
  company_details: z.object({
    name: z.string(),
    hash_id: z.string().nullable(),
    entity_type: z.string().nullable(),
    inactive: z.boolean(),
    external_entity_id: z.string().nullable(),
  }),
  user_details: z.object({ assigned_advisor_id: z.string().nullable(), firm_group_id: z.string().nullable() }),
});
export type CollectRow = z.infer<typeof CollectRow>;

export const CollectList = z.object({
  questionnaires: z.array(CollectRow).optional(),
  total: z.number().int(),
  next_cursor: z.string().nullable().optional(),
  previous_cursor: z.string().nullable().optional(),
  search_capped: z.boolean().optional(),
});

export const UsageQuery = z.object({ tax_year: TaxYear, entity_type: z.string().trim().min(1).max(80).optional() });
export const UsageAnswer = z.object({
  tax_year: z.number().int(),
  total: z.number().int(),
  /** Null with an entity type: the list's counters hold one filter each, so a type's statuses are not counted. */
  by_status: z.record(z.string(), z.number().int()).nullable(),
  locked: z.number().int().nullable(),
  deleted: z.number().int(),
});

export const QuestionnaireYears = z.object({ years: z.array(z.number().int()) });

// The advisor preview dialog's questionnaire is the answered questionnaire: schemas/answering.ts.

// ---------------------------------------------------------------------------------------------- schedulers, backlog

export const SchedulersInput = z.object({
  show_active: z.boolean().default(true),
  show_mine: z.boolean().default(false),
});
export const TemplateSchedulerRow = z.object({
  id: z.string(),
  questionnaire_template_id: z.string(),
  template_name: z.string().nullable(),
  frequency: z.string(),
  first_scheduled_date: z.string(),
  next_scheduled_date: z.string().nullable(),
  last_sent_date: z.string().nullable(),
  days_until_due: z.number().int(),
  company_ids: z.array(z.string()),
  company_types: z.array(z.string()),
  tax_year: z.number().int().nullable(),
  active: z.boolean(),
  created_by: z.string(),
  created_at: z.string().nullable(),
  sends_count: z.number().int(),
});
export const SchedulersAnswer = z.object({ template_schedulers: z.array(TemplateSchedulerRow) });

export const BacklogAnswer = z.object({ backlog_count: z.number().int() });
export const ClearQueuedAnswer = z.object({ message: z.string(), cancelled: z.number().int() });
