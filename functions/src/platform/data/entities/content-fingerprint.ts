import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * What an extracted document's content looks like, for finding the same form uploaded again (issue 18 'Duplicates
 * by content'): a similarity hash of its normalised text, the numbers printed on it (amounts, TINs), and a
 * perceptual hash of each page's image. It sits in its entity's documents partition under its form type, so the
 * candidates for a new W-2 are one Query on 'XFP#W-2#', in upload order (ids are time-ordered), bounded per type.
 */
export const ContentFingerprint = new LazyEntity(
  {
    model: { entity: 'content_fingerprint', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      document_type: { type: 'string', required: true },
      extractedId: { type: 'string', required: true },
      /** The document's name when fingerprinted, for 'Looks like a duplicate of {name}'. */
      name: { type: 'string', required: true },
      /** 64-bit SimHash of the normalised words, as 16 hex digits. */
      text_hash: { type: 'string', required: true },
      /** The distinctive numbers printed on it, normalised (amounts without separators, TINs digits only). */
      numbers: { type: 'list', items: { type: 'string' } },
      /** 64-bit difference hash of each page's image, as 16 hex digits (absent when no image was read). */
      page_hashes: { type: 'list', items: { type: 'string' } },
      created_at: { type: 'string', required: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byType: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#DOCS#${companyId}',
          casing: 'none',
        },
        sk: {
          field: 'sk',
          composite: ['document_type', 'extractedId'],
          template: 'XFP#${document_type}#${extractedId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

export type ContentFingerprintItem = EntityItem<typeof ContentFingerprint>;
