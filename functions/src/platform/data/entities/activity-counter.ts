import type { EntityItem } from 'electrodb';
import { LazyEntity } from '../lazy-entity';
import { entityConfig } from '../client';

/**
 * Exact totals of the activity log per scope (the firm, an entity, a questionnaire) and, per scope, per type,
 * so a page of the log answers `total` with one read instead of counting the log. Only recordActivity
 * writes them, with ADDs in the same transaction as the line itself.
 */
export const ActivityCounter = new LazyEntity(
  {
    model: { entity: 'activity_counter', version: '1', service: 'ledgerline' },
    attributes: {
      firmId: { type: 'string', required: true },
      /** 'firm', 'company#{id}' or 'questionnaire#{id}': see activityCounterScope. */
      scope: { type: 'string', required: true },
      total: { type: 'number' },
      // One attribute per activity type (shared/activity-types ids 0-8): ADD creates a missing one as 0 + n.
      type_0: { type: 'number' },
      type_1: { type: 'number' },
      type_2: { type: 'number' },
      type_3: { type: 'number' },
      type_4: { type: 'number' },
      type_5: { type: 'number' },
      type_6: { type: 'number' },
      type_7: { type: 'number' },
      type_8: { type: 'number' },
    },
    indexes: {
      byScope: {
        pk: { field: 'pk', composite: ['firmId'], template: 'FIRM#${firmId}#ACTIVITYCOUNT' },
        sk: { field: 'sk', composite: ['scope'], template: 'SCOPE#${scope}' },
      },
    },
  },
  entityConfig,
);

export type ActivityCounterItem = EntityItem<typeof ActivityCounter>;
export type ActivityTypeField = `type_${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/** Which counter a scope reads and writes. */
export const activityCounterScope = {
  firm: () => 'firm',
  company: (companyId: string) => `company#${companyId}`,
  questionnaire: (questionnaireId: string) => `questionnaire#${questionnaireId}`,
};

/** The counters one activity line adds to: always the firm's, and its entity's and questionnaire's when it names them. */
export function activityCounterScopes(line: { company_id?: string; questionnaire_id?: string }): string[] {
  return [
    activityCounterScope.firm(),
    ...(line.company_id ? [activityCounterScope.company(line.company_id)] : []),
    ...(line.questionnaire_id ? [activityCounterScope.questionnaire(line.questionnaire_id)] : []),
  ];
}

export const activityTypeField = (typeId: number) => `type_${typeId}` as ActivityTypeField;
