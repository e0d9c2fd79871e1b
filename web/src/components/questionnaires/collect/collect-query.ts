/**
 * Collect's filters, sort and page as GET /v2/questionnaires asks for them (QD §7: year, page, rows_per_page,
 * questionnaire_status with include_locked and exclude_completed, firm_group_id, sort_by, descending,
 * questionnaire_type, entity_type, search_term, assigned_advisor_id, show_only_deleted, the tag and custom status
 * filters, cursor). Pure, so the rules are tested without a browser.
 */
import type { CollectQuery } from '../../../api/questionnaires-staff';
import type { QuestionnaireType } from '@ledgerline/shared/questionnaire-sending';
import { questionnaireText } from '@ledgerline/shared/questionnaires';

/** The status filter's values: a point of the lifecycle (QD §4), or locked. */
export const collectStatuses = ['draft', 'sent', 'opened', 'in_progress', 'completed', 'locked'] as const;
export type CollectStatus = (typeof collectStatuses)[number];

export const collectStatusLabels: Record<CollectStatus, string> = {
  draft: questionnaireText.draft,
  sent: questionnaireText.sent,
  opened: questionnaireText.opened,
  in_progress: questionnaireText.inProgress,
  completed: questionnaireText.completed,
  locked: questionnaireText.locked,
};

/** The filters ('' = no filter). The tax year is kept apart: it lives in a cookie (FA §9). */
export interface CollectFilterState {
  status: CollectStatus | '';
  include_locked: boolean;
  exclude_completed: boolean;
  questionnaire_type: QuestionnaireType | '';
  entity_type: string;
  firm_group_id: string;
  assigned_advisor_id: string;
  tags: string[];
  firm_custom_status_id: string;
  show_only_deleted: boolean;
}

export const noCollectFilters: CollectFilterState = {
  status: '',
  include_locked: true,
  exclude_completed: false,
  questionnaire_type: '',
  entity_type: '',
  firm_group_id: '',
  assigned_advisor_id: '',
  tags: [],
  firm_custom_status_id: '',
  show_only_deleted: false,
};

export const isFilteringCollect = (f: CollectFilterState) => JSON.stringify(f) !== JSON.stringify(noCollectFilters);

/** 'Include locked' says whether locked ones count under a progress; with Locked chosen it has nothing to say. */
export const includeLockedApplies = (f: CollectFilterState) => f.status !== 'locked';
/** 'Exclude completed' narrows the whole list; a chosen status already names what is listed. */
export const excludeCompletedApplies = (f: CollectFilterState) => f.status === '';

/** Collect's sort orders (the list's designed keys); last activity, newest first, by default (FA §9). */
export type CollectSortField = 'last_activity_at' | 'company_name' | 'name' | 'due_date';
export interface CollectSort {
  field: CollectSortField;
  descending: boolean;
}
export const defaultCollectSort: CollectSort = { field: 'last_activity_at', descending: true };

/** A new sort column starts newest first for last activity, A to Z (or soonest first) otherwise. */
export function nextSort(current: CollectSort, field: CollectSortField): CollectSort {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: field === 'last_activity_at' };
}

export function collectQuery(input: {
  year: number;
  filters: CollectFilterState;
  search: string;
  sort: CollectSort;
  page: number;
  rowsPerPage: number;
  cursor?: string;
}): CollectQuery {
  const f = input.filters;
  const search = input.search.trim();
  return {
    year: input.year,
    page: input.page,
    cursor: input.cursor,
    rows_per_page: input.rowsPerPage,
    sort_by: input.sort.field,
    descending: input.sort.descending,
    questionnaire_status: f.status || undefined,
    include_locked: includeLockedApplies(f) ? f.include_locked : true,
    exclude_completed: excludeCompletedApplies(f) ? f.exclude_completed : false,
    questionnaire_type: f.questionnaire_type || undefined,
    entity_type: f.entity_type || undefined,
    firm_group_id: f.firm_group_id || undefined,
    assigned_advisor_id: f.assigned_advisor_id || undefined,
    selected_entity_tags_filter: f.tags.length ? f.tags : undefined,
    firm_custom_status_id: f.firm_custom_status_id || undefined,
    search_term: search || undefined,
    show_only_deleted: f.show_only_deleted,
  };
}
