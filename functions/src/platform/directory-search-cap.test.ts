import { describe, expect, it, vi } from 'vitest';

// The word rows a search reads, as the index would answer them: the first `cap` and whether there were more.
const answer = { capped: false };
vi.mock('./directory-read', () => ({
  directoryCounts: async () => new Map(),
  readDirectoryPartitions: async () => [],
  searchDirectory: async () => ({
    rows: [
      { id: 'a', key: '', dims: [], words: ['smith', 'ann'], sort: { fname: 'ann' }, active: true },
      { id: 'b', key: '', dims: [], words: ['smith', 'bo'], sort: { fname: 'bo' }, active: true },
    ],
    capped: answer.capped,
  }),
}));

const query = {
  page: 1,
  rows_per_page: 10,
  sort_by: 'fname',
  descending: false,
  search_term: 'smith',
  hide_inactives: false,
  hide_actives: false,
  show_only_deleted: false,
  count: false,
};
const plan = { states: ['active' as const], clauses: [] };

describe('a directory search over its cap', () => {
  it('says so (search_capped) so the screen can ask for a longer search; under the cap it says nothing', async () => {
    const { listDirectory } = await import('./directory-list');
    expect(await listDirectory('f1', 'user', plan, query)).toEqual({ ids: ['a', 'b'], total: 2 });
    answer.capped = true;
    expect(await listDirectory('f1', 'user', plan, query)).toEqual({ ids: ['a', 'b'], total: 2, search_capped: true });
  });
});
