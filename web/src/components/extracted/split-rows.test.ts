import { describe, expect, it } from 'vitest';
import {
  checkSplitRows,
  newRow,
  normalisedPages,
  pagesIn,
  rowsOf,
  type SplitRow,
  typeOf,
  wholeUploadRow,
} from './split-rows';

const row = (pages: string, extra: Partial<SplitRow> = {}): SplitRow => ({ ...newRow(pages), pages, ...extra });

const held = (id: string, pages: string | null, extra = {}) => ({
  id,
  parent_pages: pages,
  document_type: 'W-2',
  description: null,
  tags: [],
  marked_as_others: false,
  deleted_at: null,
  ...extra,
});

describe('the rows of a split', () => {
  it('start from the documents the split made, deleted ones left out, unknown types as Other', () => {
    const rows = rowsOf([
      held('a', '1-2'),
      held('b', '3', { deleted_at: 'x' }),
      held('c', '4', { document_type: 'x' }),
    ]);
    expect(rows.map((r) => [r.documentId, r.pages, r.document_type])).toEqual([
      ['a', '1-2', 'W-2'],
      ['c', '4', 'Other'],
    ]);
    expect(typeOf(null)).toBe('Other');
  });

  it('start an unsplit upload as one row of every page', () => {
    expect(wholeUploadRow(held('u', null), 5).pages).toBe('1-5');
    expect(wholeUploadRow(held('u', null), null).pages).toBe('1');
  });

  it('take one page or one range a row, sent as they parse', () => {
    const check = checkSplitRows([row('1-2'), row(' 3 '), row('5 - 6')], 8);
    expect(check.rowProblems).toEqual([null, null, null]);
    expect(check.documents?.map((d) => d.pages)).toEqual(['1-2', '3', '5-6']);
    expect(normalisedPages('2 - 3, 5')).toBe('2-3, 5');
    expect(normalisedPages('x')).toBeNull();
  });

  it('refuse a comma list in one row, in the words the server uses', () => {
    const check = checkSplitRows([row('1-2, 4'), row('3')], 4);
    expect(check.rowProblems).toEqual([
      "'1-2, 4': give each document one page or one range of pages, such as 3 or 4-6.",
      null,
    ]);
    expect(check.documents).toBeNull();
  });

  it('say what is wrong with a row, in the shared page-range words', () => {
    const check = checkSplitRows([row(''), row('4-2'), row('a')], 8);
    expect(check.rowProblems).toEqual([
      'Enter the pages of each document, such as 1-2, 3, 4-6.',
      "The range '4-2' ends before it starts.",
      "'a' is not a page or a range of pages, such as 3 or 4-6.",
    ]);
    expect(check.documents).toBeNull();
  });

  it('refuse a page in two rows, said on both rows', () => {
    const check = checkSplitRows([row('1-3'), row('4'), row('3-5'), row('6')], 6);
    expect(check.rowProblems).toEqual([
      'Page 3 is in more than one range.',
      'Page 4 is in more than one range.',
      'Page 3 is in more than one range.',
      null,
    ]);
    expect(check.documents).toBeNull();
  });

  it('refuse a page past the end of the PDF, and check it only once the page count is known', () => {
    expect(checkSplitRows([row('1-2'), row('3-9')], 4).rowProblems).toEqual([
      null,
      'Page 9 is past the end of this PDF, which has 4 pages.',
    ]);
    expect(checkSplitRows([row('1-2'), row('3-9')], null).documents).toHaveLength(2);
  });

  it('need at least one row', () => {
    const check = checkSplitRows([], 3);
    expect(check.problem).toBe('Add at least one document.');
    expect(check.documents).toBeNull();
  });

  it('send each row with its type and its description trimmed', () => {
    const check = checkSplitRows([row('1', { document_type: '1099-INT', description: ' Bank ' })], 1);
    expect(check.documents).toEqual([{ pages: '1', document_type: '1099-INT', description: 'Bank' }]);
  });

  it('name the pages a document holds, for its outline on the thumbnails', () => {
    expect([...pagesIn('1-2, 5')]).toEqual([1, 2, 5]);
    expect(pagesIn(null).size).toBe(0);
    expect(pagesIn('x').size).toBe(0);
  });
});
