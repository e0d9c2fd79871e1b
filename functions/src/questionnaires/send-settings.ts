/**
 * What a send asks for (QD §3 template-send, drop-off and custom payloads; §5 Send template / drop off / custom),
 * checked once with the spec's messages and kept as the send's settings: a queued send, a scheduled one and each of
 * its occurrences build every entity's questionnaire from these alone. Pure: the caller reads the firm and template.
 */
import type { SendQuestionnairesInput } from '@ledgerline/shared/schemas/questionnaires-staff';
import type { ContentSection } from '@ledgerline/shared/schemas/questionnaire-content';
import { sendingText, type QuestionnaireType, todayIn, addDays } from '@ledgerline/shared/questionnaire-sending';
import { defaultDaysUntilDue, type SendFrequency } from '@ledgerline/shared/send-schedule';
import { Invalid, Unprocessable } from '../platform/errors';

export interface SendSettings {
  kind: QuestionnaireType;
  name: string;
  template_id: string | null;
  /** The template's content as it was when the send was made (a schedule keeps what was scheduled). */
  sections: ContentSection[];
  tax_year: number;
  due_date: string | null;
  is_draft: boolean;
  deposit_cents: number | null;
  include_prior_year_items: boolean;
  show_uploads_as_document_checklist: boolean;
  all_owner_signature_required: boolean;
  update_profile_section: boolean;
  document_popout_checklist_enabled: boolean;
  batch_reminder: boolean;
  custom_email_subject: string | null;
  custom_email_body: string | null;
  questions_to_create: SendQuestionnairesInput['questions_to_create'];
  relevant_questionnaire_id: string | null;
  created_by: string;
}

/** A send's settings with every option off: what a send made by the product itself (additional items) starts from. */
export function plainSettings(
  s: Pick<SendSettings, 'kind' | 'name' | 'tax_year' | 'created_by'> & Partial<SendSettings>,
): SendSettings {
  return {
    template_id: null,
    sections: [],
    due_date: null,
    is_draft: false,
    deposit_cents: null,
    include_prior_year_items: false,
    show_uploads_as_document_checklist: false,
    all_owner_signature_required: false,
    update_profile_section: false,
    document_popout_checklist_enabled: false,
    batch_reminder: false,
    custom_email_subject: null,
    custom_email_body: null,
    questions_to_create: [],
    relevant_questionnaire_id: null,
    ...s,
  };
}

export interface Schedule {
  frequency: SendFrequency;
  first_scheduled_date: string;
  days_until_due: number;
}

export interface SendContext {
  now: Date;
  zone: string | null;
  depositProviderConnected: boolean;
  template: { id: string; name: string; sections: ContentSection[] } | null;
  createdBy: string;
}

const fail = (field: string, message: string) => new Invalid(message, { [field]: message });

/** The kind of send a payload is: a Document Drop Off, a template, or a custom questionnaire (a name, no template). */
export function sendKind(
  input: Pick<SendQuestionnairesInput, 'document_drop_off_enabled' | 'questionnaire_template_id' | 'name'>,
): QuestionnaireType {
  if (input.document_drop_off_enabled) return 'drop_off';
  if (!input.questionnaire_template_id && input.name) return 'custom';
  return 'template';
}

/**
 * The send's settings and its schedule (null: now), or the first of the spec's messages that applies, in the
 * dialog's order. The template's presence is the caller's to check against the firm (404 for another firm's id).
 */
export function sendSettings(
  input: SendQuestionnairesInput,
  ctx: SendContext,
): { settings: SendSettings; schedule: Schedule | null } {
  const kind = sendKind(input);
  if (kind === 'template' && !input.questionnaire_template_id)
    throw fail('questionnaire_template_id', sendingText.selectTemplate);
  if (input.tax_year === undefined) throw fail('tax_year', sendingText.selectTaxYear);
  if (!input.company_ids.length && !input.company_types.length) throw fail('company_ids', sendingText.selectCompany);
  const today = todayIn(ctx.now, ctx.zone);
  const scheduled = Boolean(input.first_scheduled_date || (input.frequency && input.frequency !== 'once'));
  let schedule: Schedule | null = null;
  if (scheduled) {
    if (!input.frequency) throw fail('frequency', sendingText.selectFrequency);
    if (!input.first_scheduled_date || input.first_scheduled_date < today)
      throw fail('first_scheduled_date', sendingText.selectSendDate);
    if (input.is_draft) throw fail('is_draft', sendingText.draftsNotScheduled);
    schedule = {
      frequency: input.frequency,
      first_scheduled_date: input.first_scheduled_date,
      days_until_due: input.days_until_due ?? defaultDaysUntilDue,
    };
  }
  // QD §9: the minimum due date is today for a drop off and tomorrow for a custom questionnaire; a template's may be
  // today too. A scheduled send's due date is days_until_due after each occurrence instead.
  const due = schedule ? null : (input.due_date ?? null);
  if (due) {
    const minimum = kind === 'custom' ? addDays(today, 1) : today;
    if (due < minimum) throw fail('due_date', kind === 'custom' ? sendingText.dueDateFuture : sendingText.validDueDate);
  } else if (kind === 'drop_off' && !schedule) {
    throw fail('due_date', sendingText.validDueDate);
  }
  let depositCents: number | null = null;
  if (input.deposit_required) {
    if (!input.deposit_amount) throw fail('deposit_amount', sendingText.enterDepositAmount);
    if (!ctx.depositProviderConnected) throw new Unprocessable(sendingText.depositNeedsProvider);
    depositCents = Math.round(input.deposit_amount * 100);
  }
  if (kind === 'custom') {
    if (!input.name?.trim()) throw fail('name', sendingText.enterSubject);
    if (!input.questions_to_create.length) throw fail('questions_to_create', sendingText.needOneItem);
  }
  const sections = ctx.template ? chosenSections(ctx.template.sections, input.sections) : [];
  const name =
    kind === 'template'
      ? (ctx.template?.name ?? '')
      : kind === 'drop_off'
        ? input.custom_template_name?.trim() || 'Document Drop Off'
        : input.name!.trim();
  return {
    schedule,
    settings: {
      kind,
      name,
      template_id: ctx.template?.id ?? null,
      sections,
      tax_year: input.tax_year,
      due_date: due,
      is_draft: input.is_draft,
      deposit_cents: depositCents,
      include_prior_year_items: input.include_prior_year_items,
      show_uploads_as_document_checklist: input.show_uploads_as_document_checklist,
      all_owner_signature_required: input.all_owner_signature_required,
      update_profile_section: input.update_profile_section,
      document_popout_checklist_enabled: input.document_popout_checklist_enabled,
      batch_reminder: input.batch_reminder,
      custom_email_subject: input.custom_email_subject || null,
      custom_email_body: input.custom_email_body || null,
      questions_to_create: input.questions_to_create,
      relevant_questionnaire_id: null,
      created_by: ctx.createdBy,
    },
  };
}

/** The template's sections the send names (all when it names none); an id the template lacks is refused. */
function chosenSections(all: ContentSection[], ids: string[] | undefined): ContentSection[] {
  if (!ids?.length) return all;
  const wanted = new Set(ids);
  const missing = ids.find((id) => !all.some((s) => s.id === id));
  if (missing) throw fail('sections', `The template has no section ${missing}`);
  return all.filter((s) => wanted.has(s.id));
}
