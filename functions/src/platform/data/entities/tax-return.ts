import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A tax return delivered to an entity (MD §3; FA §3.5), in the entity's partition of returns. draft_status
 * moves draft -> approved or draft -> change_requested once, by a conditional write (MD §4).
 * The firm's drafts waiting for the client (the staff Home) are a sparse index (gsi2), newest sent first: a
 * return is on it while waiting_since holds the time its draft was sent, i.e. while it is an unlocked draft.
 */
export const TaxReturn = new LazyEntity(
  {
    model: { entity: 'tax_return', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      taxReturnId: { type: 'string', required: true },
      tax_year: { type: 'number', required: true },
      tax_return_name: { type: 'string', required: true },
      /** FA §4.1: importing, processing, action_required, sending, draft, change_requested, approved, sent, signed, completed, finished, ... */
      status: { type: 'string', required: true, default: 'draft' },
      draft_status: { type: ['draft', 'approved', 'change_requested'] as const },
      draft_comment: { type: 'string' },
      /** Upload later (FA §2.6): the YYYY-MM-DD the firm promised a new file by; removed when one is uploaded. */
      upload_later_date: { type: 'string' },
      locked: { type: 'boolean', default: false },
      /** The (watermarked) PDF in the files bucket, and the name it downloads as. */
      file_key: { type: 'string' },
      file_name: { type: 'string' },
      signatures_to_sign: { type: 'number', default: 0 },
      paper_filed_to_mail: { type: 'number', default: 0 },
      payments_remaining: { type: 'number', default: 0 },
      reviewed_at: { type: 'string' },
      /** The upload as the firm gave it (kept unchanged: the DRAFT stamp goes on a copy, file_key). */
      original_key: { type: 'string' },
      upload_id: { type: 'string' },
      document_name: { type: 'string' },
      path: { type: 'string' },
      page_count: { type: 'number' },
      /** Upload with 'send draft for approval': processing ends in a DRAFT-stamped draft sent to the primary contact. */
      send_draft: { type: 'boolean', default: false },
      /** Why processing failed (status error), in the words the firm sees. */
      error_message: { type: 'string' },
      /** FA §3.5 e-sign forms and payment vouchers, as the classification saved them (schemas/tax-return-delivery). */
      e_sign_forms: { type: 'any' },
      payment_vouchers: { type: 'any' },
      /** FA §3.5 tax_return_identity_verifications, one per signer who started a check. */
      identity_verifications: { type: 'any' },
      invoice_paid: { type: 'boolean', default: false },
      reminder_disabled: { type: 'boolean', default: false },
      last_reminder_sent_at: { type: 'string' },
      last_signed_at: { type: 'string' },
      sent_at: { type: 'string' },
      finished_at: { type: 'string' },
      created_by: { type: 'string' },
      deleted_at: { type: 'string' },
      /** Moves on every write of the delivery (a save names the version it was made from). */
      version: { type: 'number', default: 0 },
      reviewed_by: { type: 'string' },
      /**
       * When the draft was sent for the client's review, while it waits for it; '' otherwise (never a draft,
       * reviewed, locked). A write that changes draft_status or locked sets it too: it is the waiting index's key,
       * and ElectroDB rewrites (or, when '', removes) that index's keys only when the write names it.
       */
      waiting_since: { type: 'string', default: '' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#TAXRETURNS#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['taxReturnId'], template: 'TR#${taxReturnId}', casing: 'none' },
      },
      /** The calls name a return by its id; the entity it belongs to comes from the return. */
      byId: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['firmId', 'taxReturnId'],
          template: 'FIRM#${firmId}#TR#${taxReturnId}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: [], template: 'TR', casing: 'none' },
      },
      /** The firm's drafts waiting for the client, newest sent first (sparse: only while waiting_since is set). */
      waitingForClient: {
        index: 'gsi2',
        condition: (attr) => Boolean(attr.waiting_since),
        pk: { field: 'gsi2pk', composite: ['firmId'], template: 'FIRM#${firmId}#TR#WAITING', casing: 'none' },
        sk: {
          field: 'gsi2sk',
          composite: ['waiting_since', 'taxReturnId'],
          template: '${waiting_since}#${taxReturnId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

/** One line of a return's own activity log (GET /tax_returns/{id}/get_activity_logs), next to the return. */
export const TaxReturnEvent = new LazyEntity(
  {
    model: { entity: 'tax_return_event', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      taxReturnId: { type: 'string', required: true },
      at: { type: 'string', required: true },
      eventId: { type: 'string', required: true },
      type_id: { type: 'number', default: 5 },
      title: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      user_id: { type: 'string' },
      user_name: { type: 'string', default: '' },
    },
    indexes: {
      byReturn: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#TAXRETURNS#${companyId}',
          casing: 'none',
        },
        sk: {
          field: 'sk',
          composite: ['taxReturnId', 'at', 'eventId'],
          template: 'EV#${taxReturnId}#${at}#${eventId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type TaxReturnItem = EntityItem<typeof TaxReturn>;
export type TaxReturnEventItem = EntityItem<typeof TaxReturnEvent>;
