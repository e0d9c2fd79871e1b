import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';
import { priorYearItemSources } from '@ledgerline/shared/prior-year-items';

/**
 * Prior-year (rollover) items, QD §3. Three kinds of item, keyed for the three reads:
 * - PriorYearItem: the item itself, in its entity's partition (firm + company): "an entity's items" is one Query,
 *   read strongly consistent, so a list read right after an add shows it.
 * - PriorYearItemRef: the item's head in a partition of its own (firm + item id), holding its entity and how many
 *   line items it has: the calls that name only the item (QD §7's non-company variants, the {id} routes) find its
 *   entity with one strongly consistent point read, not an eventually consistent index.
 * - PriorYearLineItem: a line (category, value) in that same item partition, after the head: "an item's line
 *   items" is one Query (sort key prefix LINE#).
 * An item and its head are written together; line items are added and removed in a transaction with the head's
 * count, so deleting the item (a transaction conditioned on that count) never leaves a line behind.
 */
export const PriorYearItem = new LazyEntity(
  {
    model: { entity: 'prior_year_item', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      itemId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      year: { type: 'number', required: true },
      source: { type: priorYearItemSources, required: true, default: 'manual' },
      do_not_rollover: { type: 'boolean', required: true, default: false },
      created_by: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: {
        type: 'string',
        watch: '*',
        default: () => new Date().toISOString(),
        set: () => new Date().toISOString(),
      },
    },
    indexes: {
      byCompany: {
        pk: {
          field: 'pk',
          composite: ['firmId', 'companyId'],
          template: 'FIRM#${firmId}#COMPANY#${companyId}#PYI',
          casing: 'none',
        },
        sk: { field: 'sk', composite: ['itemId'], template: 'PYI#${itemId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export const PriorYearItemRef = new LazyEntity(
  {
    model: { entity: 'prior_year_item_ref', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      itemId: { type: 'string', required: true },
      companyId: { type: 'string', required: true },
      line_count: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId', 'itemId'], template: 'FIRM#${firmId}#PYI#${itemId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'HEAD', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export const PriorYearLineItem = new LazyEntity(
  {
    model: { entity: 'prior_year_line_item', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      itemId: { type: 'string', required: true },
      lineItemId: { type: 'string', required: true },
      category: { type: 'string', required: true },
      value: { type: 'string', required: true, default: '' },
      /** Lines made here are; an import may bring lines the firm must keep (QD §3 'removable'). */
      removable: { type: 'boolean', required: true, default: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: {
        type: 'string',
        watch: '*',
        default: () => new Date().toISOString(),
        set: () => new Date().toISOString(),
      },
    },
    indexes: {
      byItem: {
        pk: { field: 'pk', composite: ['firmId', 'itemId'], template: 'FIRM#${firmId}#PYI#${itemId}', casing: 'none' },
        sk: { field: 'sk', composite: ['lineItemId'], template: 'LINE#${lineItemId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type PriorYearItemItem = EntityItem<typeof PriorYearItem>;
export type PriorYearItemRefItem = EntityItem<typeof PriorYearItemRef>;
export type PriorYearLineItemItem = EntityItem<typeof PriorYearLineItem>;
