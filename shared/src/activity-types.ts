/**
 * Activity log types and their colours (FA §3.5): 0 uncategorized, 1 detail change, 2 document related,
 * 3 questionnaire related, 5 delivery related, 6 connect / review and export related. The spec gives 4, 7 and
 * 8 colours without a meaning; we use them for signatures, messages and sign-in/security events.
 */
export const activityTypes = [
  { id: 0, label: 'Uncategorized', color: '#616161' },
  { id: 1, label: 'Detail change', color: '#0f6cbd' },
  { id: 2, label: 'Document related', color: '#107c10' },
  { id: 3, label: 'Questionnaire related', color: '#8764b8' },
  { id: 4, label: 'Signature related', color: '#c239b3' },
  { id: 5, label: 'Delivery related', color: '#ca5010' },
  { id: 6, label: 'Connect / review and export related', color: '#038387' },
  { id: 7, label: 'Message related', color: '#4f6bed' },
  { id: 8, label: 'Sign-in and security', color: '#a4262c' },
] as const;
export type ActivityTypeId = (typeof activityTypes)[number]['id'];

export const activityType = {
  uncategorized: 0,
  detailChange: 1,
  document: 2,
  questionnaire: 3,
  signature: 4,
  delivery: 5,
  connect: 6,
  message: 7,
  security: 8,
} as const satisfies Record<string, ActivityTypeId>;

/** MD §9: the activity log page size defaults to 32. */
export const activityPageSize = 32;

export const activityText = {
  /** MD §2 (client dashboard's activity area). */
  empty: 'No activities found.',
  /** FA §8 (a tax return's activity log dialog). */
  emptyRelated: 'No related activities',
  chooseEntity: 'Choose an entity to see its activity',
} as const;
