import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A document the firm sends an entity's owners to sign (FA §2.7, §3.6, §4.3), in the entity's partition of requests.
 * The firm's table lists it on the directory index (kind 'signature_request', id `{companyId}:{signatureRequestId}`).
 */
export const SignatureRequest = new LazyEntity(
  {
    model: { entity: 'signature_request', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      signatureRequestId: { type: 'string', required: true },
      tax_year: { type: 'number', required: true },
      /** Where it came from: 'upload' (the Upload Signature Request dialog). */
      source: { type: 'string', default: 'upload' },
      /** The document's name as the table shows it (FA §3.6 document name; form_name is the same for an upload). */
      document_name: { type: 'string', required: true },
      form_name: { type: 'string' },
      /** FA §4.3: sending, sent, signed, completed, error, processing, action_required. */
      status: { type: 'string', required: true, default: 'processing' },
      /** The folder the signed document is filed under in the entity's documents. */
      path: { type: 'string' },
      section_id: { type: 'string' },
      upload_id: { type: 'string' },
      /** The upload, unchanged. */
      file_key: { type: 'string' },
      file_name: { type: 'string' },
      page_count: { type: 'number' },
      /** The page the signatures go on (1-based; the last page unless the firm chose). */
      sign_page: { type: 'number' },
      /** The owners asked to sign, and what each gave (schemas/signature-requests SignatureRequestSigner). */
      signers: { type: 'any' },
      /** The document with the signatures stamped on their page, once someone signed. */
      signed_key: { type: 'string' },
      signed_pages_only: { type: 'boolean', default: false },
      error_message: { type: 'string' },
      created_by: { type: 'string' },
      deleted_at: { type: 'string' },
      version: { type: 'number', default: 0 },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#SIGREQ#${companyId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['signatureRequestId'], template: 'SR#${signatureRequestId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type SignatureRequestItem = EntityItem<typeof SignatureRequest>;
