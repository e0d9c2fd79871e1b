/**
 * One entity's questionnaire from a send's settings (QD §3): the template's sections with the send's extra questions
 * added, a checklist of prior-year items when asked, a Document Drop Off's checklist, the deposit, and the counts
 * Collect shows. Pure, so a queued send, a scheduled occurrence and a test all make the same questionnaire.
 */
import { createHash } from 'node:crypto';
import {
  allQuestions,
  sectionTypes,
  type ContentQuestion,
  type ContentSection,
} from '@ledgerline/shared/schemas/questionnaire-content';
import { additionalItemText } from '@ledgerline/shared/questionnaire-sending';
import type { SendSettings } from './send-settings';
import type { NewQuestionnaire } from './store';

/** A send's questionnaire for an entity has one id, whatever job makes it: a redelivered job names the same one. */
export function sentQuestionnaireId(sendId: string, companyId: string): string {
  return `q${createHash('sha256').update(`${sendId}\n${companyId}`).digest('base64url').slice(0, 24)}`;
}

export interface BuildInput {
  firmId: string;
  companyId: string;
  questionnaireId: string;
  sendId: string | null;
  schedulerId?: string | null;
  settings: SendSettings;
  /** Prior-year items of the entity, when the send includes them (the caller reads them only then). */
  priorYearItems?: { name: string; year?: number | null }[];
  /** The firm's remove_please_upload_for_rollover_items. */
  removePleaseUpload: boolean;
  now: Date;
}

const question = (
  id: string,
  order: number,
  q: { text: string; question_type: ContentQuestion['question_type']; options?: string[] },
): ContentQuestion => ({
  id,
  text: q.text,
  question_type: q.question_type,
  options: q.options ?? [],
  optional: false,
  order,
  questions: [],
});

/** Additional questions go to the section they name, or to a section of their own at the end (before review). */
function withExtraQuestions(sections: ContentSection[], settings: SendSettings, removePleaseUpload: boolean) {
  const out = sections.map((s) => ({ ...s, questionnaire_questions: [...s.questionnaire_questions] }));
  const loose: ContentQuestion[] = [];
  settings.questions_to_create.forEach((q, i) => {
    const text =
      settings.kind === 'template' ? q.text : additionalItemText(q.text, q.question_type, removePleaseUpload);
    const target = q.section_id ? out.find((s) => s.id === q.section_id) : undefined;
    const list = target ? target.questionnaire_questions : loose;
    const order = list.reduce((n, x) => Math.max(n, x.order + 1), 0);
    list.push(question(`x${i + 1}`, order, { ...q, text }));
  });
  return { sections: out, loose };
}

/** Sections of a questionnaire of the send's kind, before the review section (kept last). */
function contentOf(input: BuildInput): ContentSection[] {
  const { settings } = input;
  const { sections, loose } = withExtraQuestions(settings.sections, settings, input.removePleaseUpload);
  const review = sections.filter((s) => s.section_type === sectionTypes.reviewAndSubmit);
  const body = sections.filter((s) => s.section_type !== sectionTypes.reviewAndSubmit);
  const rollover = (input.priorYearItems ?? []).map((item, i) => ({
    ...question(`p${i + 1}`, i, {
      text: additionalItemText(item.name, 'upload', input.removePleaseUpload),
      question_type: 'upload',
    }),
    // QD §2: the pill says the year the entity had it; an item without one was last year's.
    prior_year: item.year ?? input.settings.tax_year - 1,
  }));
  if (settings.kind === 'drop_off' || settings.kind === 'open_items' || settings.kind === 'custom') {
    const items = [...rollover, ...loose.map((q, i) => ({ ...q, order: rollover.length + i }))];
    const isChecklist = settings.kind === 'drop_off';
    return [
      {
        id: 'items',
        name: isChecklist ? 'Document Checklist' : settings.kind === 'open_items' ? 'Additional Items' : settings.name,
        section_type: isChecklist ? sectionTypes.documentChecklist : sectionTypes.questionnaire,
        questionnaire_questions: items,
      },
    ];
  }
  const extra: ContentSection[] = loose.length
    ? [
        {
          id: 'additional',
          name: 'Additional Questions',
          section_type: sectionTypes.questionnaire,
          questionnaire_questions: loose,
        },
      ]
    : [];
  const checklist: ContentSection[] = rollover.length
    ? [
        {
          id: 'rollover',
          name: 'Prior Year Items',
          section_type: sectionTypes.documentChecklist,
          questionnaire_questions: rollover,
        },
      ]
    : [];
  return [...body, ...extra, ...checklist, ...review];
}

/** Questions the client is asked at first: a section's own questions (follow-ups count once their answer shows them). */
export function askedCount(sections: readonly ContentSection[]): number {
  let n = 0;
  for (const { depth } of allQuestions(sections)) if (depth === 1) n++;
  return n;
}

export function buildQuestionnaire(input: BuildInput): NewQuestionnaire & { questionnaireId: string } {
  const { settings, now } = input;
  const sections = contentOf(input);
  const at = now.toISOString();
  const sent = !settings.is_draft;
  return {
    firmId: input.firmId,
    questionnaireId: input.questionnaireId,
    companyId: input.companyId,
    tax_year: settings.tax_year,
    name: settings.name,
    ...(settings.kind === 'open_items' ? { is_open_item: true } : {}),
    questionnaire_type: settings.kind,
    ...(settings.template_id ? { questionnaire_template_id: settings.template_id } : {}),
    ...(settings.due_date ? { due_date: settings.due_date } : {}),
    is_draft: settings.is_draft,
    ...(sent ? { sent_at: at } : {}),
    last_activity: sent ? 'Sent' : 'Draft created',
    last_activity_at: at,
    content: { sections },
    sections: sections.map((s) => ({ id: s.id, name: s.name })),
    content_version: 1,
    questions_total: askedCount(sections),
    questions_completed: 0,
    created_by: settings.created_by,
    ...(input.sendId ? { send_id: input.sendId } : {}),
    ...(input.schedulerId ? { scheduler_id: input.schedulerId } : {}),
    ...(settings.relevant_questionnaire_id ? { relevant_questionnaire_id: settings.relevant_questionnaire_id } : {}),
    ...(settings.deposit_cents ? { deposit_amount: settings.deposit_cents, deposit_status: 'unpaid' } : {}),
    document_drop_off_enabled: settings.kind === 'drop_off',
    ...(settings.kind === 'drop_off' ? { document_path: `/${settings.tax_year}/Document Drop Off` } : {}),
    ...(settings.custom_email_subject ? { custom_email_subject: settings.custom_email_subject } : {}),
    ...(settings.custom_email_body ? { custom_email_body: settings.custom_email_body } : {}),
    include_prior_year_items: settings.include_prior_year_items,
    show_uploads_as_document_checklist: settings.show_uploads_as_document_checklist,
    all_owner_signature_required: settings.all_owner_signature_required,
    update_profile_section: settings.update_profile_section,
    document_popout_checklist_enabled: settings.document_popout_checklist_enabled,
    batch_reminder: settings.batch_reminder,
  };
}
