import { activityText } from '@ledgerline/shared/activity-types';

/**
 * Words of the /activities page (FA §2.2, §3.5; MD §2, §7). The empty state is the spec's own
 * ('No activities found.'); the rest the spec names without wording.
 */
export const activitiesText = {
  heading: 'Activities',
  empty: activityText.empty,
  type: 'Type',
  allTypes: 'All types',
  search: 'Search activities',
  table: 'Activity log',
  pages: 'Activity pages',
  columns: { when: 'When', type: 'Type', title: 'Title', description: 'Description', by: 'By', entity: 'Entity' },
  system: 'System',
  none: '—',
  loading: 'Loading activities…',
  /** FA §6: group-limited staff read one entity of their group at a time. */
  entity: 'Entity',
  chooseEntity: 'Choose an entity',
  chooseEntityFirst: activityText.chooseEntity,
  noGroupEntities: 'Your firm group has no entities yet.',
} as const;
