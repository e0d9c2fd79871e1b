/** What the API answers for a questionnaire and a custom status: the spec's field names, nulls for what is unset. */
import type { QuestionnaireCard } from '@ledgerline/shared/schemas/questionnaires';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { questionnaireTypeOf } from '@ledgerline/shared/questionnaire-sending';
import type { QuestionnaireItem } from './data/entities/questionnaire';
import type { CompanyItem } from './data/entities/company';
import type { UserItem } from './data/entities/user';
import type { CollectRow } from '@ledgerline/shared/schemas/questionnaires-staff';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection } from '@ledgerline/shared/schemas/answering';

export function questionnaireCard(q: QuestionnaireItem): QuestionnaireCard {
  return {
    id: q.questionnaireId,
    company_id: q.companyId,
    name: q.name,
    formatted_name: questionnaireTitle(q),
    tax_year: q.tax_year,
    due_date: q.due_date ?? null,
    locked: q.locked ?? false,
    completed: q.completed ?? false,
    is_draft: q.is_draft ?? false,
    sent_at: q.sent_at ?? null,
    submitted_at: q.submitted_at ?? null,
    opened_timestamp: q.opened_timestamp ?? null,
    in_progress: q.in_progress ?? false,
    status: q.status ?? null,
    firm_custom_status_id: q.firm_custom_status_id ?? null,
    sections: ((q.sections ?? []) as { id: string; name: string }[]).map((s) => ({ id: s.id, name: s.name })),
    description: q.description ?? null,
    reminders_disabled: q.reminders_disabled ?? false,
    deposit_status: q.deposit_status ?? null,
  };
}

/** A Collect row: the card and what the list shows beside it (QD §3 company_details, user_details). */
export function collectRow(q: QuestionnaireItem, company: CompanyItem | null, primary: UserItem | null): CollectRow {
  return {
    ...questionnaireCard(q),
    questionnaire_type: questionnaireTypeOf(q),
    deleted_at: q.deleted_at ?? null,
    created_at: q.created_at ?? null,
    last_activity: q.last_activity ?? null,
    last_activity_at: q.last_activity_at ?? null,
    last_followed_up: q.last_followed_up ?? null,
    next_reminder_at: q.next_reminder_at ?? null,
    deposit_amount: typeof q.deposit_amount === 'number' ? q.deposit_amount / 100 : null,
    track_changes: q.track_changes ?? false,
    questions_total: q.questions_total ?? 0,
    questions_completed: q.questions_completed ?? 0,
    document_drop_off_enabled: q.document_drop_off_enabled ?? false,
    company_details: {
      name: company?.name ?? '',
      hash_id: company?.hash_id ?? null,
      entity_type: company?.entity_type ?? null,
      inactive: Boolean(company?.inactive),
      external_entity_id: (company as { external_entity_id?: string } | null)?.external_entity_id ?? null,
    },
    user_details: {
      assigned_advisor_id: primary?.assigned_advisor_id ?? null,
      firm_group_id: primary?.firm_group_id ?? null,
    },
  };
}

/** The advisor preview dialog's questionnaire (QD §2): the row with its sections and questions. */
export interface RelatedStatus {
  id: string;
  name: string;
  company_id: string;
  company_name: string;
  completed: boolean;
}

export function questionnaireDetail(
  q: QuestionnaireItem,
  company: CompanyItem | null,
  primary: UserItem | null,
  related: RelatedStatus[],
  sections: AnsweredSection[],
  additionalAttachments: AnsweredQuestion,
  answering: AnsweredQuestionnaire['answering'],
): AnsweredQuestionnaire {
  return {
    ...collectRow(q, company, primary),
    sections,
    reminder_email_subject: q.reminder_email_subject ?? null,
    reminder_email_message: q.reminder_email_message ?? null,
    reminder_in_app_message: q.reminder_in_app_message ?? null,
    reminder_sms_message: q.reminder_sms_message ?? null,
    earliest_remind_date: q.earliest_remind_date ?? null,
    relevant_questionnaire_id: q.relevant_questionnaire_id ?? null,
    parent_entity_relevant_questionnaire_statuses: related,
    update_profile_section: Boolean(q.update_profile_section),
    disclaimer: q.disclaimer ?? null,
    additional_attachments: additionalAttachments,
    answering,
  };
}
