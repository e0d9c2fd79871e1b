import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/** A tax or accounting firm: the tenant every other key starts with. */
export const Firm = new LazyEntity(
  {
    model: { entity: 'firm', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      /** The branded sign-in page's address (/signin?firm=<slug>), claimed once across firms (./firm-slug). */
      slug: { type: 'string' },
      time_zone: { type: 'string', default: 'Pacific Time (US & Canada)' },
      preferences: { type: 'any', default: () => ({}) },
      theme: { type: 'any', default: () => ({}) },
      /**
       * Outside services the firm connected (QD §7 check_sharepoint_integration, FA §7 check_stripe_integration):
       * each present key is a connection, e.g. { stripe: { account_id, connected_at } }. Set by the flows that connect.
       */
      /** FA §3.4 firm_vocabs: [{ id, key_words, description }], a short list edited whole in Firm Settings. */
      firm_vocabs: { type: 'any', default: () => [] },
      /** FA §3.4 medium_url and favicon_url: the kept images' keys in the files bucket; links are signed on read. */
      logo_key: { type: 'string' },
      favicon_key: { type: 'string' },
      integrations: { type: 'any', default: () => ({}) },
      /** Mail from the firm's own domain (functions/src/platform/mail-domain.ts): { domain, status, tokens, ... }. */
      mail_domain: { type: 'any' },
      created_at: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}' },
        sk: { field: 'sk', composite: [], template: 'FIRM' },
      },
    },
  },
  entityConfig,
);

export type FirmItem = EntityItem<typeof Firm>;
