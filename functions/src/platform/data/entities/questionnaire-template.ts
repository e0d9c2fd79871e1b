import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * A firm's questionnaire template (QD §7, FA §3.9): its sections and questions (schemas/questionnaire-content.ts)
 * in one item, since a template is edited and sent as a whole. The firm templates the product ships are code
 * (shared/src/firm-templates); a firm's edit of one is stored here under the same id and wins over the shipped
 * one, and removing one stores it `hidden`. Listed as "a firm's templates": one partition, a firm has tens.
 */
export const QuestionnaireTemplate = new LazyEntity(
  {
    model: { entity: 'questionnaire_template', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      templateId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
      entity_kind: { type: 'string' },
      /** { sections: ContentSection[] } */
      content: { type: 'any', required: true },
      questions_count: { type: 'number', default: 0 },
      /** A shipped template the firm removed from its list. */
      hidden: { type: 'boolean', default: false },
      /** Moved by every save: a save names the version it edited, so two editors never overwrite each other. */
      version: { type: 'number', required: true, default: 1 },
      created_by: { type: 'string' },
      updated_by: { type: 'string' },
      created_at: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
      updated_at: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#QTPL', casing: 'none' },
        sk: { field: 'sk', composite: ['templateId'], template: 'TPL#${templateId}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
export type QuestionnaireTemplateItem = EntityItem<typeof QuestionnaireTemplate>;
