import { describe, expect, test } from 'vitest';
import { loadBookmarks, type OutlineSource } from './outline';

const ref = (n: number) => ({ num: n, gen: 0 });
/** A document whose pages are refs 10, 11, 12, ... and whose named destination 'sched-c' is page 4. */
function doc(outline: unknown): OutlineSource {
  return {
    getOutline: async () => {
      if (outline instanceof Error) throw outline;
      return outline as never;
    },
    getDestination: async (id: string) => (id === 'sched-c' ? [ref(13), { name: 'XYZ' }] : null),
    getPageIndex: async (r: never) => (r as { num: number }).num - 10,
  };
}

describe('the draft review index', () => {
  test('lists the bookmarks in reading order with their depth and 1-based page', async () => {
    const bookmarks = await loadBookmarks(
      doc([
        {
          title: 'Form 1040',
          dest: [ref(10), { name: 'Fit' }],
          items: [{ title: 'Page 2', dest: [1, { name: 'Fit' }], items: [] }],
        },
        { title: 'Schedule C', dest: 'sched-c', items: [] },
        { title: 'Missing', dest: 'nowhere', items: [] },
      ]),
    );
    expect(bookmarks).toEqual([
      { title: 'Form 1040', depth: 0, pageNumber: 1 },
      { title: 'Page 2', depth: 1, pageNumber: 2 },
      { title: 'Schedule C', depth: 0, pageNumber: 4 },
      { title: 'Missing', depth: 0, pageNumber: null },
    ]);
  });

  test('a PDF without an outline has no bookmarks', async () => {
    expect(await loadBookmarks(doc(null))).toEqual([]);
  });

  test('an outline that cannot be read is an error (the viewer says Failed to load PDF bookmarks)', async () => {
    await expect(loadBookmarks(doc(new Error('broken')))).rejects.toThrow('broken');
  });
});
