import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One item per firm sending domain across all firms: created on condition that it does not exist, so a domain is
 * one firm's only (SES identities belong to the portal's account, so two firms naming one domain would share it).
 */
export const MailDomainClaim = new LazyEntity(
  {
    model: { entity: 'mailDomainClaim', version: '1', service: 'ledgerline' },
    attributes: {
      domain: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
    },
    indexes: {
      byDomain: {
        pk: { field: 'pk', composite: ['domain'], template: 'MAILDOMAIN#${domain}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'MAILDOMAIN' },
      },
    },
  },
  entityConfig,
);
