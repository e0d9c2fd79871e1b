import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A questionnaire sent (or drafted) for an entity (company) for a tax year (QD §3). Read by id, and as "an
 * entity's questionnaires by tax year" on gsi1: the dashboard's year filter is a key condition, year=All
 * the whole partition. Drafts and soft-deleted ones stay on the index for staff; the few there are dropped
 * when a client reads it.
 */
export const Questionnaire = new LazyEntity(
  {
    model: { entity: 'questionnaire', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      tax_year: { type: 'number', required: true },
      name: { type: 'string', required: true },
      formatted_name: { type: 'string' },
      is_open_item: { type: 'boolean', default: false },
      description: { type: 'string' },
      /** YYYY-MM-DD */
      due_date: { type: 'string' },
      is_draft: { type: 'boolean', default: false },
      locked: { type: 'boolean', default: false },
      completed: { type: 'boolean', default: false },
      in_progress: { type: 'boolean', default: false },
      reminders_disabled: { type: 'boolean', default: false },
      /** The id of the section the client is on. */
      status: { type: 'string' },
      sections: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: { id: { type: 'string', required: true }, name: { type: 'string', required: true } },
        },
      },
      firm_custom_status_id: { type: 'string' },
      /** QD §3: a Document Drop Off request: its link takes documents without sign-in for 7 days after sent_at. */
      document_drop_off_enabled: { type: 'boolean', default: false },
      /** QD §3: where its uploads go; may hold '{year}' (years 2000 to 2034). */
      document_path: { type: 'string' },
      deposit_status: { type: 'string' },
      /** In cents. */
      deposit_amount: { type: 'number' },
      sent_at: { type: 'string' },
      submitted_at: { type: 'string' },
      opened_timestamp: { type: 'string' },
      /** Soft delete: set when deleted, cleared on restore. */
      deleted_at: { type: 'string' },
      /** template | drop_off | custom | open_items: what the Collect list's type filter names. */
      questionnaire_type: { type: 'string' },
      questionnaire_template_id: { type: 'string' },
      /** The sections and questions the client is asked (schemas/questionnaire-content.ts), copied at send time. */
      content: { type: 'any' },
      /** Moved by every change of content, so two edits of one questionnaire's questions never both commit. */
      content_version: { type: 'number', default: 0 },
      /** Questions asked (follow-ups not shown are not counted) and answered: Collect's progress column. */
      questions_total: { type: 'number', default: 0 },
      questions_completed: { type: 'number', default: 0 },
      track_changes: { type: 'boolean', default: false },
      /** Who sent it, and the send (or scheduled occurrence) it came from: a send creates one per entity. */
      created_by: { type: 'string' },
      send_id: { type: 'string' },
      scheduler_id: { type: 'string' },
      /** Open items: the questionnaire they are additional items of. */
      relevant_questionnaire_id: { type: 'string' },
      last_activity: { type: 'string' },
      last_activity_at: { type: 'string' },
      last_followed_up: { type: 'string' },
      /** YYYY-MM-DD: no automatic reminder before it. */
      earliest_remind_date: { type: 'string' },
      /** When the next automatic reminder goes (its due item's time), or unset when none is planned. */
      next_reminder_at: { type: 'string' },
      first_doc_uploaded_at: { type: 'string' },
      /** QD §5 Contact confirmation and update_profile_section: when the client confirmed each. */
      contact_confirmed_at: { type: 'string' },
      profile_updated_at: { type: 'string' },
      /** QD §3: text the client agrees to on the review section. */
      disclaimer: { type: 'string' },
      completed_at: { type: 'string' },
      locked_at: { type: 'string' },
      reminder_email_subject: { type: 'string' },
      reminder_email_message: { type: 'string' },
      reminder_in_app_message: { type: 'string' },
      reminder_sms_message: { type: 'string' },
      custom_email_subject: { type: 'string' },
      custom_email_body: { type: 'string' },
      include_prior_year_items: { type: 'boolean', default: false },
      show_uploads_as_document_checklist: { type: 'boolean', default: false },
      all_owner_signature_required: { type: 'boolean', default: false },
      update_profile_section: { type: 'boolean', default: false },
      document_popout_checklist_enabled: { type: 'boolean', default: false },
      batch_reminder: { type: 'boolean', default: false },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'questionnaireId'],
          template: 'FIRM#${firmId}#QNR#${questionnaireId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'QUESTIONNAIRE', casing: 'none' },
      },
      byCompanyYear: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANY#${companyId}#QNRS',
          casing: 'none',
        },
        sk: {
          field: 'gsi1sk',
          composite: ['tax_year', 'questionnaireId'],
          template: 'YEAR#${tax_year}#${questionnaireId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type QuestionnaireItem = EntityItem<typeof Questionnaire>;
