/**
 * How one request of the activity log is served (pure): which key it reads, what that key does not already
 * filter, and which counter knows its total. Every filter has a key of its own (entities/activity.ts), so a
 * page reads about what it returns; only a type within an entity or questionnaire is filtered while reading.
 */
import { activityCounterScope } from '../platform/data/entities/activity-counter';

export type LogSource =
  | { index: 'firm' }
  | { index: 'firmType'; typeId: number }
  | { index: 'company'; companyId: string }
  | { index: 'questionnaire'; questionnaireId: string };

/** What a line must also match that the source's key does not guarantee. */
export interface LineFilter {
  typeId?: number;
  companyId?: string;
}

export interface LogPlan {
  source: LogSource;
  filter: LineFilter;
  /** The counter that holds the exact total; null when the total must be counted while reading (search). */
  counter: { scope: string; typeId?: number } | null;
  /** Lower-cased search text, when searching. */
  search: string | null;
}

export interface LogRequest {
  companyId?: string;
  questionnaireId?: string;
  typeId?: number;
  search?: string;
}

export function planFor(q: LogRequest): LogPlan {
  const search = q.search?.trim().toLowerCase() || null;
  const counted = (scope: string, typeId?: number) => (search ? null : { scope, typeId });
  if (q.questionnaireId) {
    // A questionnaire belongs to one entity; naming another one as well is rare, so that pair is counted while reading.
    return {
      source: { index: 'questionnaire', questionnaireId: q.questionnaireId },
      filter: { typeId: q.typeId, companyId: q.companyId },
      counter: q.companyId ? null : counted(activityCounterScope.questionnaire(q.questionnaireId), q.typeId),
      search,
    };
  }
  if (q.companyId) {
    return {
      source: { index: 'company', companyId: q.companyId },
      filter: { typeId: q.typeId },
      counter: counted(activityCounterScope.company(q.companyId), q.typeId),
      search,
    };
  }
  if (q.typeId !== undefined) {
    return {
      source: { index: 'firmType', typeId: q.typeId },
      filter: {},
      counter: counted(activityCounterScope.firm(), q.typeId),
      search,
    };
  }
  return { source: { index: 'firm' }, filter: {}, counter: counted(activityCounterScope.firm()), search };
}

/** Offset paging as the screens send it: page n (from 1) of perPage lines skips (n-1)*perPage. */
export function pageWindow(page: number, perPage: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * perPage, limit: perPage };
}

export const hasFilter = (f: LineFilter) => f.typeId !== undefined || Boolean(f.companyId);
