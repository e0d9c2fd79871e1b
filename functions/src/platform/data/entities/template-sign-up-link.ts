import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A template's self sign-up link (FA §2.1 /template/{templateHashId}): a random id, stored, that names a firm and a
 * template. The public page knows only the id, so the key is the id alone (like the drop-off link's). Firms paste
 * these links on their websites, so a link lives as long as its template: it is not signed with a key that rotates.
 * Written in one transaction with the template's own link below.
 */
export const TemplateSignUpLink = new LazyEntity(
  {
    model: { entity: 'templateSignUpLink', version: '1', service: 'ledgerline' },
    attributes: {
      linkId: { type: 'string', required: true },
      firmId: { type: 'string', required: true },
      templateId: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byLink: {
        // The id is base64url: its case is part of it.
        pk: { field: 'pk', composite: ['linkId'], template: 'TPLLINK#${linkId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'TPLLINK', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type TemplateSignUpLinkItem = EntityItem<typeof TemplateSignUpLink>;

/**
 * The link a template has, found by firm and template with one Get: asking for a template's link again answers the
 * same id. Created on condition that it does not exist, so two first asks at once make one link, not two.
 */
export const TemplateSignUpLinkOfTemplate = new LazyEntity(
  {
    model: { entity: 'templateSignUpLinkOfTemplate', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      templateId: { type: 'string', required: true },
      linkId: { type: 'string', required: true },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byTemplate: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#TPLLINKS', casing: 'none' },
        sk: { field: 'sk', composite: ['templateId'], template: 'TPL#${templateId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type TemplateSignUpLinkOfTemplateItem = EntityItem<typeof TemplateSignUpLinkOfTemplate>;
