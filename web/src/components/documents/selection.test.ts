import { describe, expect, it } from 'vitest';
import { documentBrowserText } from '@ledgerline/shared/document-browser';
import { bulkProblem, downloadableNames, downloadProblem, selectedItems, selectionKind } from './selection';

const active = { deleted_at: undefined };
const deleted = { deleted_at: '2026-01-01T00:00:00Z' };

describe('bulk actions (QD §4 Documents)', () => {
  it('bulk actions are unavailable for a mix of deleted and non-deleted', () => {
    expect(selectionKind([active, deleted])).toBe('mixed');
    expect(bulkProblem([active, deleted])).toBe(documentBrowserText.mixedSelection);
  });
  it('all deleted or all active may act together', () => {
    expect(selectionKind([deleted, deleted])).toBe('deleted');
    expect(selectionKind([active])).toBe('active');
    expect(selectionKind([])).toBe('none');
    expect(bulkProblem([active, active])).toBeNull();
    expect(bulkProblem([deleted])).toBeNull();
  });
  it('a zip of the selection takes its active files, not its folders', () => {
    expect(
      downloadableNames([
        { type: 'file', name: 'a.pdf' },
        { type: 'folder', name: '2025' },
        { type: 'file', name: 'old.pdf', deleted_at: '2026-01-01T00:00:00Z' },
      ]),
    ).toEqual(['a.pdf']);
  });
  it('the selected files of one folder download as one zip; folders and several folders do not', () => {
    const a = { type: 'file' as const, path: '/2025' };
    expect(downloadProblem([a, a])).toBeNull();
    expect(downloadProblem([a, { type: 'folder', path: '/2025' }])).not.toBeNull();
    expect(downloadProblem([a, { type: 'file', path: '/2024' }])).not.toBeNull();
    expect(downloadProblem([a, { ...a, deleted_at: '2026-01-01T00:00:00Z' }])).toBe(documentBrowserText.mixedSelection);
  });
  it('the selection keeps only what is still listed, in the order shown', () => {
    const shown = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(selectedItems(shown, new Set(['c', 'gone', 'a']))).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});
