import { describe, expect, it } from 'vitest';
import type { ExtractedStatus } from '@ledgerline/shared/extracted-documents';
import { countedDocuments, type StatusDocument, statusSummary, statusTone, uploadsOf } from './status-rules';

function doc(id: string, status: ExtractedStatus, extra: Partial<StatusDocument> = {}): StatusDocument {
  return {
    id,
    name: `${id}.pdf`,
    status,
    parent_document_id: null,
    parent_pages: null,
    created_at: '2025-03-01T12:00:00.000Z',
    deleted_at: null,
    ...extra,
  };
}

describe('the extracted documents by status', () => {
  it('lists uploads newest first, each with its split documents in page order', () => {
    const older = doc('older', 'analysis_succeeded', { created_at: '2025-03-01T10:00:00.000Z' });
    const scan = doc('scan', 'split_succeeded', { created_at: '2025-03-01T11:00:00.000Z' });
    const w2 = doc('w2', 'analysis_succeeded', { parent_document_id: 'scan', parent_pages: '1-2' });
    const k1 = doc('k1', 'review_required', { parent_document_id: 'scan', parent_pages: '10-12' });
    const int = doc('int', 'analysis_succeeded', { parent_document_id: 'scan', parent_pages: '3-5' });
    const groups = uploadsOf([k1, older, w2, scan, int]);
    expect(groups.map((g) => g.upload.id)).toEqual(['scan', 'older']);
    expect(groups[0]?.documents.map((d) => d.id)).toEqual(['w2', 'int', 'k1']);
    expect(groups[1]?.documents).toEqual([]);
  });

  it('shows a split document whose upload is not in the list as an upload of its own', () => {
    const orphan = doc('orphan', 'analysis_succeeded', { parent_document_id: 'elsewhere', parent_pages: '2' });
    expect(uploadsOf([orphan]).map((g) => g.upload.id)).toEqual(['orphan']);
  });

  it('counts what each split made, and an upload while it has made nothing, deleted ones left out', () => {
    const scan = doc('scan', 'split_succeeded');
    const w2 = doc('w2', 'analysis_succeeded', { parent_document_id: 'scan', parent_pages: '1' });
    const gone = doc('gone', 'analysis_succeeded', { parent_document_id: 'scan', parent_pages: '2', deleted_at: 'x' });
    const waiting = doc('waiting', 'processing');
    expect(countedDocuments([scan, w2, gone, waiting]).map((d) => d.id)).toEqual(['w2', 'waiting']);
  });

  it('summarises by the spec labels in order, zeros included', () => {
    const docs = [
      doc('a', 'processing'),
      doc('b', 'analysis_succeeded'),
      doc('c', 'split_succeeded'),
      doc('d', 'review_required'),
      doc('e', 'identify_succeeded'),
      doc('f', 'identify_failed'),
    ];
    expect(statusSummary(docs)).toEqual([
      { label: 'Processing', count: 1 },
      { label: 'Completed', count: 2 },
      { label: 'Processed (needs Review)', count: 2 },
      { label: 'Failed', count: 1 },
    ]);
    expect(statusSummary([]).map((s) => s.count)).toEqual([0, 0, 0, 0]);
  });

  it('colours Completed green, needs Review amber, Failed red and Processing neutral', () => {
    expect(statusTone('split_succeeded')).toBe('success');
    expect(statusTone('identify_succeeded')).toBe('warning');
    expect(statusTone('split_failed')).toBe('danger');
    expect(statusTone('processing')).toBe('informative');
  });
});
