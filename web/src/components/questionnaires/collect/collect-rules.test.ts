import { describe, expect, it } from 'vitest';
import { collectQuery, defaultCollectSort, nextSort, noCollectFilters } from './collect-query';
import { selectedCompanyIds, selectionKind } from './collect-selection';
import { dueDateError, proposedDueDate } from './due-date-rules';

const base = { year: 2025, search: '', sort: defaultCollectSort, page: 1, rowsPerPage: 10 };

describe('the Collect query', () => {
  it('asks for last activity, newest first, with locked ones included, by default', () => {
    expect(collectQuery({ ...base, filters: noCollectFilters })).toEqual({
      year: 2025,
      page: 1,
      cursor: undefined,
      rows_per_page: 10,
      sort_by: 'last_activity_at',
      descending: true,
      questionnaire_status: undefined,
      include_locked: true,
      exclude_completed: false,
      questionnaire_type: undefined,
      entity_type: undefined,
      firm_group_id: undefined,
      assigned_advisor_id: undefined,
      selected_entity_tags_filter: undefined,
      firm_custom_status_id: undefined,
      search_term: undefined,
      show_only_deleted: false,
    });
  });

  it('sends exclude completed only without a status, and include locked only without Locked', () => {
    const f = { ...noCollectFilters, include_locked: false, exclude_completed: true };
    expect(collectQuery({ ...base, filters: f })).toMatchObject({ include_locked: false, exclude_completed: true });
    expect(collectQuery({ ...base, filters: { ...f, status: 'sent' } })).toMatchObject({
      questionnaire_status: 'sent',
      include_locked: false,
      exclude_completed: false,
    });
    expect(collectQuery({ ...base, filters: { ...f, status: 'locked' } })).toMatchObject({
      questionnaire_status: 'locked',
      include_locked: true,
    });
  });

  it('trims the search and sends tags as a list', () => {
    const q = collectQuery({ ...base, search: '  alpha ', filters: { ...noCollectFilters, tags: ['t1', 't2'] } });
    expect(q.search_term).toBe('alpha');
    expect(q.selected_entity_tags_filter).toEqual(['t1', 't2']);
  });

  it('a new sort column starts newest first for last activity and A to Z otherwise; the same one turns around', () => {
    expect(nextSort(defaultCollectSort, 'company_name')).toEqual({ field: 'company_name', descending: false });
    expect(nextSort({ field: 'name', descending: false }, 'last_activity_at')).toEqual(defaultCollectSort);
    expect(nextSort(defaultCollectSort, 'last_activity_at')).toEqual({ field: 'last_activity_at', descending: false });
  });
});

describe('the selection', () => {
  it('bulk actions are unavailable for a mix of deleted and non-deleted questionnaires', () => {
    expect(selectionKind([])).toBe('none');
    expect(selectionKind([{ deleted_at: null }])).toBe('live');
    expect(selectionKind([{ deleted_at: '2026-01-01T00:00:00Z' }])).toBe('deleted');
    expect(selectionKind([{ deleted_at: null }, { deleted_at: '2026-01-01T00:00:00Z' }])).toBe('mixed');
  });

  it('names each entity once', () => {
    expect(selectedCompanyIds([{ company_id: 'a' }, { company_id: 'b' }, { company_id: 'a' }])).toEqual(['a', 'b']);
  });
});

describe('Edit Due Dates', () => {
  it('proposes 7 days ahead and refuses a date that is not valid or already past', () => {
    expect(proposedDueDate('2026-02-25')).toBe('2026-03-04');
    expect(dueDateError('2026-02-25', '2026-02-25')).toBeNull();
    expect(dueDateError('2026-02-24', '2026-02-25')).toBe('Please select a valid due date');
    expect(dueDateError('2026-02-30', '2026-02-25')).toBe('Please select a valid due date');
    expect(dueDateError('', '2026-02-25')).toBe('Please select a valid due date');
  });
});
