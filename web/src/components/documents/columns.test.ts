import { describe, expect, it } from 'vitest';
import { documentColumns, sortOf } from './columns';

describe('the document browser’s columns (QD §2)', () => {
  it('select, name, description (advisor only), tags (advisor only and only when document tags enabled), updated_at, created_at, actions', () => {
    expect(documentColumns({ staff: true, tagsEnabled: true })).toEqual([
      'select',
      'name',
      'description',
      'tags',
      'updated_at',
      'created_at',
      'actions',
    ]);
    expect(documentColumns({ staff: true, tagsEnabled: false })).not.toContain('tags');
  });
  it('a client (and staff previewing one) sees neither descriptions nor tags', () => {
    expect(documentColumns({ staff: false, tagsEnabled: true })).toEqual([
      'select',
      'name',
      'updated_at',
      'created_at',
      'actions',
    ]);
  });
  it('sortable on name and dates', () => {
    expect(['name', 'updated_at', 'created_at'].map((c) => sortOf(c as never))).toEqual([
      'name',
      'updated_at',
      'created_at',
    ]);
    for (const c of ['select', 'description', 'tags', 'actions'] as const) expect(sortOf(c)).toBeNull();
  });
});
