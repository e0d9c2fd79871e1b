import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * What answering a questionnaire writes (QD §3 Question answer, Note, Signature; §4 Deposit): one small item per
 * answer, note, section state, signature and checkout, in the questionnaire's own partition, so answering never
 * rewrites the questionnaire's content and reading a questionnaire with everything answered is one partition's
 * queries (one per kind), growing with the questionnaire and never with the firm.
 */
const partition = {
  field: 'pk',
  composite: ['firmId', 'questionnaireId'],
  template: 'FIRM#${firmId}#QNR#${questionnaireId}',
  casing: 'none',
} as const;

const model = (entity: string) => ({ entity, version: '1', service: 'ledgerline' });

/** A question's answer (content id), or an entries question's entries; its version moves with every write. */
export const QuestionnaireAnswer = new LazyEntity(
  {
    model: model('questionnaire_answer'),
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      questionId: { type: 'string', required: true },
      /** The answer text, several values joined by answerSeparator, or a marker (answerMarkers). */
      answer: { type: 'string' },
      /** YYYY-MM-DD: answer (or upload) later by this date. */
      answer_by: { type: 'string' },
      answered_by: { type: 'string' },
      answered_by_firm: { type: 'boolean', default: false },
      /** An entries question's rows: [{ entry_number, answers: { columnId: text } }]. */
      entries: { type: 'any' },
      next_entry_number: { type: 'number', default: 1 },
      version: { type: 'number', default: 0 },
      /** When the activity log last had a line for this answer (typing logs at most one line per 10 minutes). */
      logged_at: { type: 'string' },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byQuestion: {
        pk: partition,
        sk: { field: 'sk', composite: ['questionId'], template: 'ANSWER#${questionId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireAnswerItem = EntityItem<typeof QuestionnaireAnswer>;

/** A note on a question (QD §3 Note): firm users' notes are hidden from clients. */
export const QuestionnaireNote = new LazyEntity(
  {
    model: model('questionnaire_note'),
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      questionId: { type: 'string', required: true },
      noteId: { type: 'string', required: true },
      body: { type: 'string', required: true },
      user_id: { type: 'string', required: true },
      author_name: { type: 'string', required: true },
      from_firm_user: { type: 'boolean', default: false },
      removed: { type: 'boolean', default: false },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byQuestion: {
        pk: partition,
        sk: {
          field: 'sk',
          composite: ['questionId', 'noteId'],
          template: 'NOTE#${questionId}#${noteId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireNoteItem = EntityItem<typeof QuestionnaireNote>;

/** A section's state: marked completed, and an agreement section's letter as staff last edited it. */
export const QuestionnaireSectionState = new LazyEntity(
  {
    model: model('questionnaire_section_state'),
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      sectionId: { type: 'string', required: true },
      marked_completed: { type: 'boolean', default: false },
      marked_by: { type: 'string' },
      /** The engagement letter as edited after sending (QD §4: editable until signed). */
      custom_element: { type: 'string' },
      letter_updated_at: { type: 'string' },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      bySection: {
        pk: partition,
        sk: { field: 'sk', composite: ['sectionId'], template: 'SECTION#${sectionId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireSectionStateItem = EntityItem<typeof QuestionnaireSectionState>;

/** A signer's signature of an agreement section (QD §3 Signature), or their signature marked not needed. */
export const QuestionnaireSignature = new LazyEntity(
  {
    model: model('questionnaire_signature'),
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      sectionId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      user_name: { type: 'string' },
      state: { type: ['signed', 'not_needed'] as const, required: true },
      signature: { type: 'string' },
      signed_at: { type: 'string' },
      client_time: { type: 'string' },
      ip_address: { type: 'string' },
      user_agent: { type: 'string' },
      /** Who marked it not needed (staff, or the one-signature rule). */
      marked_by: { type: 'string' },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      bySigner: {
        pk: partition,
        sk: {
          field: 'sk',
          composite: ['sectionId', 'userId'],
          template: 'SIG#${sectionId}#${userId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireSignatureItem = EntityItem<typeof QuestionnaireSignature>;

/** A deposit checkout the client started (QD §4 Deposit): verified once when they come back. */
export const DepositCheckout = new LazyEntity(
  {
    model: model('deposit_checkout'),
    attributes: {
      firmId: { type: 'string', required: true },
      questionnaireId: { type: 'string', required: true },
      sessionId: { type: 'string', required: true },
      amount_cents: { type: 'number', required: true },
      status: { type: ['open', 'paid', 'expired'] as const, required: true, default: 'open' },
      created_by: { type: 'string', required: true },
      paid_at: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      bySession: {
        pk: partition,
        sk: { field: 'sk', composite: ['sessionId'], template: 'CHECKOUT#${sessionId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type DepositCheckoutItem = EntityItem<typeof DepositCheckout>;
