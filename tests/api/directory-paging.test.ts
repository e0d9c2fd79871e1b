import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * Paging the directory lists one step at a time (FA §2.5, §2.6 'previous, next'; §9 page sizes): a page opened
 * with the cursor of the page beside it is the same page as the one read by its number, on one partition and on
 * a merge of two (active and inactive), both ways; the last page; a cursor of another page or list is ignored.
 */
const names = Array.from({ length: 23 }, (_, i) => `P${String(i).padStart(2, '0')}`);
// Every fourth is inactive: the default list merges the active and the inactive partitions.
const inactive = (i: number) => i % 4 === 3;

let token: string;

beforeAll(async () => {
  const firm = await makeFirm({
    users: names.map((n, i) => ({
      email: uniqueEmail(`paging-${n.toLowerCase()}`),
      fname: n,
      lname: 'Pager',
      active: !inactive(i),
      companies: [{ name: `${n} Holdings`, inactive: inactive(i) }],
    })),
  });
  token = (await signIn(firm.partnerEmail)).firebase_token;
});

type Listed = { names: string[]; total: number; next_cursor?: string | null; previous_cursor?: string | null };

async function page(path: '/v2/users' | '/v2/entities', query: Record<string, string>): Promise<Listed> {
  const res = await api(path, { token, query: { rows_per_page: '5', ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows: { fname?: string; name?: string }[] = res.body.users ?? res.body.entities ?? [];
  return {
    names: rows.map((r) => (r.fname ?? r.name ?? '').slice(0, 3)),
    total: res.body.total,
    next_cursor: res.body.next_cursor,
    previous_cursor: res.body.previous_cursor,
  };
}

const lists = [
  ['/v2/users', { sort_by: 'fname' }],
  ['/v2/entities', { sort_by: 'name' }],
] as const;

describe.each(lists)('%s paged one step at a time', (path, sort) => {
  for (const descending of ['false', 'true']) {
    it(`next and previous pages from cursors are the pages by number (descending ${descending})`, async () => {
      const q = { ...sort, descending };
      const expected = descending === 'true' ? [...names].reverse() : names;
      const byNumber = await Promise.all([1, 2, 3, 4, 5].map((p) => page(path, { ...q, page: String(p) })));
      expect(byNumber.flatMap((p) => p.names)).toEqual(expected);
      expect(byNumber.every((p) => p.total === 23)).toBe(true);

      // Forwards from page 1 to the last page with each page's next_cursor.
      let at = byNumber[0]!;
      for (let p = 2; p <= 5; p++) {
        expect(at.next_cursor).toEqual(expect.any(String));
        at = await page(path, { ...q, page: String(p), cursor: at.next_cursor! });
        expect(at.names).toEqual(byNumber[p - 1]!.names);
      }
      expect(at.next_cursor).toBeNull();

      // Backwards from the last page to page 2 with each page's previous_cursor; page 2 has none (page 1 is read
      // from the start).
      for (let p = 4; p >= 2; p--) {
        expect(at.previous_cursor).toEqual(expect.any(String));
        at = await page(path, { ...q, page: String(p), cursor: at.previous_cursor! });
        expect(at.names).toEqual(byNumber[p - 1]!.names);
      }
      expect(at.previous_cursor).toBeNull();
    });
  }

  it('a cursor for another page, another order or another filter, or a made-up one, is ignored', async () => {
    const first = await page(path, { ...sort, descending: 'false', page: '1' });
    const third = await page(path, { ...sort, descending: 'false', page: '3' });
    const cursor = first.next_cursor!;
    expect((await page(path, { ...sort, descending: 'false', page: '3', cursor })).names).toEqual(third.names);
    const reversed = await page(path, { ...sort, descending: 'true', page: '2' });
    expect((await page(path, { ...sort, descending: 'true', page: '2', cursor })).names).toEqual(reversed.names);
    const activeOnly = await page(path, { ...sort, descending: 'false', page: '2', hide_inactives: 'true' });
    expect(
      (await page(path, { ...sort, descending: 'false', page: '2', hide_inactives: 'true', cursor })).names,
    ).toEqual(activeOnly.names);
    const second = await page(path, { ...sort, descending: 'false', page: '2' });
    for (const junk of ['x', '%%%', Buffer.from('{"p":2,"k":"zz","t":"next","l":"nope"}').toString('base64url')]) {
      expect((await page(path, { ...sort, descending: 'false', page: '2', cursor: junk })).names).toEqual(second.names);
    }
  });

  it('the last page and a page past the end read by number', async () => {
    const last = await page(path, { ...sort, descending: 'false', page: '5' });
    expect(last.names).toEqual(names.slice(20));
    expect(last.next_cursor).toBeNull();
    expect((await page(path, { ...sort, descending: 'false', page: '9' })).names).toEqual([]);
    const activeLast = await page(path, { ...sort, descending: 'false', page: '4', hide_inactives: 'true' });
    expect(activeLast.names).toEqual(names.filter((_, i) => !inactive(i)).slice(15));
    expect(activeLast.total).toBe(18);
  });

  it('a cursor longer than 1000 characters is refused with 400', async () => {
    const res = await api(path, { token, query: { page: '2', cursor: 'a'.repeat(1001) } });
    expect(res.status).toBe(400);
  });
});
