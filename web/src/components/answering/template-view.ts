/**
 * QD §2 admin-template mode: a template's content as an answered questionnaire, so the template preview shows it with
 * the same renderer as the client's answering page. Nothing is answered; every follow-up is shown (staff see what a
 * client could be asked), numbered 1., 1.1, 1.1.1; client entries are mocked with one entry whose every column reads
 * the fixed mock answer; an agreement section lists one sample signer.
 */
import { attachmentsQuestion } from '@ledgerline/shared/answered-attachments';
import { questionNumber } from '@ledgerline/shared/answering';
import type { AnsweredQuestion, AnsweredQuestionnaire, AnsweredSection } from '../../api/answering';
import type { ContentQuestion, TemplateDetail } from '../../api/questionnaires-staff';
import { answeringLabels as l } from '../../texts/answering';
import { sectionType } from './rules';

const byOrder = (a: ContentQuestion, b: ContentQuestion) => a.order - b.order;

function mockQuestion(
  q: ContentQuestion,
  templateId: string,
  sectionId: string,
  path: number[],
  parentRef: string | null,
): AnsweredQuestion {
  const ref = `${templateId}.${q.id}`;
  const isEntries = q.question_type === 'entries';
  const children = [...(q.questions ?? [])].sort(byOrder);
  const questions = children.map((c, i) => mockQuestion(c, templateId, sectionId, [...path, i + 1], ref));
  return {
    id: ref,
    content_id: q.id,
    section_id: sectionId,
    text: q.text,
    question_type: q.question_type,
    options: q.options ?? [],
    optional: Boolean(q.optional),
    order: q.order,
    number_of_characters: q.number_of_characters ?? null,
    disable_answer_later: Boolean(q.disable_answer_later),
    disable_not_applicable: Boolean(q.disable_not_applicable),
    follow_up_question_id: parentRef,
    trigger_for_follow_up_question: q.trigger_for_follow_up_question ?? null,
    number: questionNumber(path),
    triggered: true,
    answer: null,
    answer_by: null,
    answered_by_firm: false,
    status: 'incomplete',
    filtered_questionnaire_comments: [],
    entries: isEntries
      ? [{ entry_number: 1, answers: Object.fromEntries(children.map((c) => [c.id, l.mockAnswer])) }]
      : [],
    prior_year_value: q.prior_year != null ? String(q.prior_year) : null,
    uploaded_last_year: q.prior_year != null,
    questions,
  };
}

/** Questions a section asks (follow-ups too, not an entries question's columns): its counter's total. */
function countAsked(qs: readonly AnsweredQuestion[]): number {
  return qs.reduce((n, q) => n + 1 + (q.question_type === 'entries' ? 0 : countAsked(q.questions)), 0);
}

/** The template as the answered view; `taxYear` is the default tax year (the header shows the year before it). */
export function templateAsAnswered(template: TemplateDetail, taxYear: number, today: string): AnsweredQuestionnaire {
  const sections: AnsweredSection[] = template.sections.map((s) => {
    const { questionnaire_questions: content, ...rest } = s;
    const questions = [...content].sort(byOrder).map((q, i) => mockQuestion(q, template.id, s.id, [i + 1], null));
    return {
      ...rest,
      section_key: s.section_key ?? null,
      instruction: s.instruction ?? null,
      custom_element: s.custom_element ?? null,
      description: s.description ?? null,
      trigger_question_id: null,
      trigger_answer: null,
      triggered: true,
      marked_completed: false,
      status: 'incomplete',
      completed_count: 0,
      total_count: countAsked(questions),
      letter_signed: false,
      engagement_signatures:
        s.section_type === sectionType.agreement
          ? [
              {
                id: `${template.id}.${s.id}.sample`,
                user_id: 'sample',
                user_name: '',
                section_id: s.id,
                signature: null,
                state: 'unsigned',
                signed_at: null,
                client_time: null,
                ip_address: null,
                user_agent: null,
              },
            ]
          : [],
      questionnaire_questions: questions,
    };
  });
  return {
    id: template.id,
    company_id: '',
    name: template.name,
    formatted_name: template.name,
    tax_year: taxYear,
    due_date: null,
    locked: false,
    completed: false,
    is_draft: false,
    sent_at: null,
    submitted_at: null,
    opened_timestamp: null,
    in_progress: false,
    status: null,
    firm_custom_status_id: null,
    description: template.description,
    reminders_disabled: true,
    deposit_status: null,
    questionnaire_type: 'template',
    deleted_at: null,
    created_at: null,
    last_activity: null,
    last_activity_at: null,
    last_followed_up: null,
    next_reminder_at: null,
    deposit_amount: null,
    track_changes: false,
    questions_total: sections.reduce((n, s) => n + s.total_count, 0),
    questions_completed: 0,
    document_drop_off_enabled: false,
    company_details: {
      name: '',
      hash_id: null,
      entity_type: template.entity_kind,
      inactive: false,
      external_entity_id: null,
    },
    user_details: { assigned_advisor_id: null, firm_group_id: null },
    sections,
    additional_attachments: attachmentsQuestion(template.id, sections, null),
    reminder_email_subject: null,
    reminder_email_message: null,
    reminder_in_app_message: null,
    reminder_sms_message: null,
    earliest_remind_date: null,
    relevant_questionnaire_id: null,
    parent_entity_relevant_questionnaire_statuses: [],
    update_profile_section: false,
    disclaimer: null,
    answering: {
      viewer: 'staff',
      user_readonly: false,
      entity_readonly: false,
      first_section_required: false,
      disable_provided_elsewhere: false,
      require_one_signature_per_section: false,
      hide_document_uploads_within_sections: false,
      hide_signature_print_option: false,
      upload_path: '/',
      today,
      deposit_checkout_available: false,
      contact_confirmed_at: null,
      profile_updated_at: null,
    },
  };
}
