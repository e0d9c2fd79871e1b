import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * One item per firm slug across all firms (the branded sign-in page's /signin?firm=<slug>, FA §7.5
 * get_firm_theme_by_slug): created on condition that it does not exist, so a slug names one firm only. Like the
 * email claim, the sign-in page knows no firm yet, so this key does not start with one.
 */
export const FirmSlug = new LazyEntity(
  {
    model: { entity: 'firmSlug', version: '1', service: 'ledgerline' },
    attributes: {
      slug: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
    },
    indexes: {
      bySlug: {
        pk: { field: 'pk', composite: ['slug'], template: 'FIRMSLUG#${slug}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'FIRMSLUG' },
      },
    },
  },
  entityConfig,
);
