import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeFirm, signIn, uniqueEmail } from '../support/api';
import { badListQueries, directoryStaff } from '../support/directory-fixtures';

/**
 * GET /v2/users on the directory index (FA §2.5, §7.2): every sort both ways, each filter, two together, search,
 * exact counts, paging, rows_per_page -1, group-limited staff, another firm, bad query values.
 */
const people = [
  // fname, lname, email label (sorts unlike the names), advisor, group, active, deleted
  { fname: 'Ada', lname: 'Zorn', label: 'g-ada', adv: 'partner', group: 'North' },
  { fname: 'Bo', lname: 'Young', label: 'f-bo', adv: 'staff', group: 'South' },
  { fname: 'Cy', lname: 'Xu', label: 'e-cy', adv: 'partner', group: 'South', active: false },
  { fname: 'Di', lname: 'Webb', label: 'd-di', adv: 'staff', group: 'North' },
  { fname: 'Eve', lname: 'Vance', label: 'c-eve', adv: 'partner' },
  { fname: 'Fay', lname: 'Usher', label: 'b-fay', adv: 'partner', group: 'North', deleted: true },
  { fname: 'Gil', lname: 'Tate', label: 'a-gil', adv: 'staff', active: false },
];

let f: {
  partner: string;
  staffId: string;
  partnerId: string;
  groupToken: string;
  groups: Record<string, string>;
  foreign: string;
};

beforeAll(async () => {
  const staff = uniqueEmail('dir-staff');
  const group = uniqueEmail('dir-group');
  const firm = await makeFirm({
    groups: ['North', 'South'],
    users: [
      ...directoryStaff(staff, group),
      ...people.map((p) => ({
        email: uniqueEmail(p.label),
        fname: p.fname,
        lname: p.lname,
        assigned_advisor: p.adv === 'partner' ? 'partner' : staff,
        firm_group: p.group,
        active: p.active,
        deleted: p.deleted,
      })),
    ],
  });
  const other = await makeFirm({ users: [{ email: uniqueEmail('dir-other'), fname: 'Ola', lname: 'Other' }] });
  f = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    staffId: firm.users.find((u) => u.email === staff)!.id,
    partnerId: firm.users.find((u) => u.email === firm.partnerEmail)!.id,
    groupToken: (await signIn(group)).firebase_token,
    groups: firm.groups,
    foreign: (await signIn(other.partnerEmail)).firebase_token,
  };
});

async function list(query: Record<string, string>, token = f.partner) {
  const res = await api('/v2/users', { token, query: { rows_per_page: '-1', ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { names: (res.body.users ?? []).map((u: { fname: string }) => u.fname) as string[], total: res.body.total };
}

const live = ['Ada', 'Bo', 'Cy', 'Di', 'Eve', 'Gil'];

describe('GET /v2/users on the directory index', () => {
  it('sorts by each field both ways; the default is created_at descending', async () => {
    expect((await list({})).names).toEqual([...live].reverse());
    expect((await list({ sort_by: 'created_at', descending: 'false' })).names).toEqual(live);
    expect((await list({ sort_by: 'fname', descending: 'false' })).names).toEqual(live);
    expect((await list({ sort_by: 'fname', descending: 'true' })).names).toEqual([...live].reverse());
    expect((await list({ sort_by: 'lname', descending: 'false' })).names).toEqual([...live].reverse());
    expect((await list({ sort_by: 'lname', descending: 'true' })).names).toEqual(live);
    expect((await list({ sort_by: 'full_name', descending: 'false' })).names).toEqual(live);
    expect((await list({ sort_by: 'email', descending: 'false' })).names).toEqual([...live].reverse());
    expect((await list({ sort_by: 'email', descending: 'true' })).names).toEqual(live);
  });

  it('filters by each filter and by two together, with exact totals', async () => {
    const asc = { sort_by: 'fname', descending: 'false' };
    expect(await list({ ...asc, assigned_advisor_id: f.staffId })).toEqual({ names: ['Bo', 'Di', 'Gil'], total: 3 });
    expect(await list({ ...asc, firm_group_id: f.groups.North! })).toEqual({ names: ['Ada', 'Di'], total: 2 });
    expect(await list({ ...asc, hide_inactives: 'true' })).toEqual({ names: ['Ada', 'Bo', 'Di', 'Eve'], total: 4 });
    expect(await list({ ...asc, hide_actives: 'true' })).toEqual({ names: ['Cy', 'Gil'], total: 2 });
    expect(await list({ ...asc, hide_actives: 'true', hide_inactives: 'true' })).toEqual({ names: [], total: 0 });
    expect(await list({ ...asc, show_only_deleted: 'true' })).toEqual({ names: ['Fay'], total: 1 });
    expect(await list({ ...asc, show_only_deleted: 'true', hide_actives: 'true' })).toEqual({ names: [], total: 0 });
    expect(
      await list({ ...asc, assigned_advisor_id: f.partnerId, firm_group_id: f.groups.South!, hide_actives: 'false' }),
    ).toEqual({ names: ['Cy'], total: 1 });
    expect(await list({ ...asc, assigned_advisor_id: f.staffId, firm_group_id: f.groups.North! })).toEqual({
      names: ['Di'],
      total: 1,
    });
    expect(await list({ ...asc, assigned_advisor_id: f.staffId, hide_inactives: 'true' })).toEqual({
      names: ['Bo', 'Di'],
      total: 2,
    });
  });

  it('counts are exact, with and without filters', async () => {
    const count = async (query: Record<string, string>) =>
      (await api('/v2/users', { token: f.partner, query: { count: 'true', ...query } })).body;
    expect(await count({})).toEqual({ total: 6 });
    expect(await count({ assigned_advisor_id: f.partnerId })).toEqual({ total: 3 });
    expect(await count({ assigned_advisor_id: f.partnerId, firm_group_id: f.groups.North! })).toEqual({ total: 1 });
    expect(await count({ show_only_deleted: 'true' })).toEqual({ total: 1 });
    expect(await count({ search_term: 'zorn' })).toEqual({ total: 1 });
  });

  it('searches names and email by word starts, with filters, sorted', async () => {
    expect(await list({ search_term: 'zor' })).toEqual({ names: ['Ada'], total: 1 });
    expect(await list({ search_term: 'zorn ada' })).toEqual({ names: ['Ada'], total: 1 });
    expect(await list({ search_term: 'g-ada' })).toEqual({ names: ['Ada'], total: 1 });
    expect(await list({ search_term: 'test', sort_by: 'fname', descending: 'false' })).toEqual({
      names: live,
      total: 6,
    });
    expect(
      await list({ search_term: 'example', assigned_advisor_id: f.staffId, sort_by: 'lname', descending: 'false' }),
    ).toEqual({ names: ['Gil', 'Di', 'Bo'], total: 3 });
    expect(await list({ search_term: 'fay' })).toEqual({ names: [], total: 0 });
    expect(await list({ search_term: 'fay', show_only_deleted: 'true' })).toEqual({ names: ['Fay'], total: 1 });
    expect(await list({ search_term: 'nobody' })).toEqual({ names: [], total: 0 });
    const paged = await api('/v2/users', {
      token: f.partner,
      query: { search_term: 'test', rows_per_page: '4', page: '2', sort_by: 'fname', descending: 'false' },
    });
    expect(paged.body.users.map((u: { fname: string }) => u.fname)).toEqual(['Eve', 'Gil']);
    expect(paged.body.total).toBe(6);
  });

  it('pages: page 2, the last page, past the end, only_ids', async () => {
    const page = async (p: number, extra: Record<string, string> = {}) => {
      const res = await api('/v2/users', {
        token: f.partner,
        query: { rows_per_page: '4', page: String(p), sort_by: 'fname', descending: 'false', ...extra },
      });
      return {
        names: res.body.users?.map((u: { fname: string }) => u.fname),
        ids: res.body.ids,
        total: res.body.total,
      };
    };
    expect(await page(1)).toMatchObject({ names: ['Ada', 'Bo', 'Cy', 'Di'], total: 6 });
    expect(await page(2)).toMatchObject({ names: ['Eve', 'Gil'], total: 6 });
    expect(await page(3)).toMatchObject({ names: [], total: 6 });
    const ids = await page(1, { only_ids: 'true' });
    expect(ids.ids).toHaveLength(4);
    expect(ids.total).toBe(6);
    const withFilter = await api('/v2/users', {
      token: f.partner,
      query: { rows_per_page: '2', page: '2', assigned_advisor_id: f.staffId, sort_by: 'fname', descending: 'false' },
    });
    expect(withFilter.body.users.map((u: { fname: string }) => u.fname)).toEqual(['Gil']);
    expect(withFilter.body.total).toBe(3);
  });

  it('group-limited staff see only their group, whatever group they ask for', async () => {
    expect(await list({ sort_by: 'fname', descending: 'false' }, f.groupToken)).toEqual({
      names: ['Ada', 'Di'],
      total: 2,
    });
    expect(await list({ firm_group_id: f.groups.South! }, f.groupToken)).toEqual({ names: [], total: 0 });
    expect(await list({ search_term: 'test', sort_by: 'fname', descending: 'false' }, f.groupToken)).toEqual({
      names: ['Ada', 'Di'],
      total: 2,
    });
    expect(await list({ assigned_advisor_id: f.staffId }, f.groupToken)).toEqual({ names: ['Di'], total: 1 });
  });

  it('another firm sees none of these clients, even by their ids', async () => {
    expect(await list({}, f.foreign)).toEqual({ names: ['Ola'], total: 1 });
    expect(await list({ assigned_advisor_id: f.staffId }, f.foreign)).toEqual({ names: [], total: 0 });
    expect(await list({ firm_group_id: f.groups.North! }, f.foreign)).toEqual({ names: [], total: 0 });
    expect(await list({ search_term: 'zorn' }, f.foreign)).toEqual({ names: [], total: 0 });
  });

  it('bad query values answer 400, not 500', async () => {
    for (const query of [...badListQueries, { firm_group_id: '../../etc' }, { selected_client_tags_filter: 'a b' }]) {
      const res = await api('/v2/users', { token: f.partner, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    // Text that folds to no word lists as if there were no search.
    expect((await api('/v2/users', { token: f.partner, query: { search_term: '#%$' } })).body.total).toBe(6);
  });
});
