import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * An upload link that was handed out: get_temporary_upload_link writes it, process_document consumes it once.
 * It ties the id to the user who asked and the entity they asked for, so nobody can finalise someone else's
 * upload or move a file into another entity. Expires with its link (expires_at; ttl lets DynamoDB remove it).
 */
export const DocumentUpload = new LazyEntity(
  {
    model: { entity: 'document_upload', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      uploadId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      /** Where the presigned link writes; the client can overwrite it until the link expires. */
      upload_key: { type: 'string', required: true },
      /** The size the link was signed for, when the browser gave one. */
      size_bytes: { type: 'number' },
      expires_at: { type: 'string', required: true },
      ttl: { type: 'number', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'uploadId'],
          template: 'FIRM#${firmId}#UPLOAD#${uploadId}',
          casing: 'none',
        },
        sk: { field: 'sk', composite: [], template: 'UPLOAD', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type DocumentUploadItem = EntityItem<typeof DocumentUpload>;
