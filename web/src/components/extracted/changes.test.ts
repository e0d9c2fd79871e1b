import { describe, expect, it } from 'vitest';
import { fieldChanges, followUpChanges, splitChanged } from './changes';
import { type DocumentFields, rowsOf, type SplitRow } from './split-rows';

const fields = (extra: Partial<DocumentFields> = {}): DocumentFields => ({
  document_type: 'W-2',
  description: 'Acme',
  tags: ['2024', 'wages'],
  marked_as_others: false,
  ...extra,
});

const held = (id: string, pages: string, extra = {}) => ({
  id,
  parent_pages: pages,
  document_type: 'W-2',
  description: null,
  tags: [] as string[],
  marked_as_others: false,
  deleted_at: null,
  ...extra,
});

describe('what the review changed', () => {
  it('finds nothing when the fields are the same (description trimmed, tags in any order)', () => {
    expect(fieldChanges(fields(), fields({ description: ' Acme ', tags: ['wages', '2024'] }))).toEqual([]);
  });

  it('names each changed field once, in call order', () => {
    expect(
      fieldChanges(
        fields(),
        fields({ document_type: '1099-INT', description: 'Bank ', tags: ['2024'], marked_as_others: true }),
      ),
    ).toEqual([
      { field: 'document_type', value: '1099-INT' },
      { field: 'description', value: 'Bank' },
      { field: 'tags', value: ['2024'] },
      { field: 'marked_as_others', value: true },
    ]);
  });

  it('sees a split as unchanged until a row differs, is added or is removed', () => {
    const docs = [held('a', '1-2'), held('b', '3')];
    const rows = rowsOf(docs);
    expect(splitChanged(rows, docs)).toBe(false);
    expect(splitChanged([{ ...rows[0]!, pages: ' 1 - 2 ' }, rows[1]!], docs)).toBe(false);
    expect(splitChanged([{ ...rows[0]!, pages: '1' }, rows[1]!], docs)).toBe(true);
    expect(splitChanged([rows[0]!, { ...rows[1]!, document_type: '1098' }], docs)).toBe(true);
    expect(splitChanged([rows[0]!], docs)).toBe(true);
  });

  it('sets tags and mark-as-other on the documents a saved split answered, matched by their pages', () => {
    const rows: SplitRow[] = [
      { ...rowsOf([held('a', '1-2')])[0]!, tags: ['wages'] },
      { ...rowsOf([held('b', '3')])[0]!, pages: '3-4', marked_as_others: true, documentId: null },
      { ...rowsOf([held('c', '5')])[0]! },
    ];
    const saved = [held('a', '1-2'), held('new', '3-4', { document_type: 'Other' }), held('c', '5')];
    expect(followUpChanges(rows, saved)).toEqual([
      { id: 'a', changes: [{ field: 'tags', value: ['wages'] }] },
      { id: 'new', changes: [{ field: 'marked_as_others', value: true }] },
    ]);
  });
});
