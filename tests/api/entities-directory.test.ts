import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';
import { badListQueries, directoryStaff } from '../support/directory-fixtures';

/**
 * GET /v2/entities on the directory index (FA §2.5, §7.4): every sort both ways, each filter, two together, search,
 * the tags filter, exact counts, paging, rows_per_page -1, group-limited staff, another firm, bad query values; and
 * by_ids, restore_deleted_entity and get_related_entities.
 */
const entities = [
  // entity, type, its owner (names sort unlike the entities), the owner's firm user and group, inactive, deleted
  { name: 'Zulu Partners', type: 'Partnership', fname: 'Kim', lname: 'Ray', adv: 'partner', group: 'North' },
  { name: 'Yankee Trust', type: 'Trust', fname: 'Ian', lname: 'Poe', adv: 'staff', group: 'South', inactive: true },
  { name: 'Xray Inc', type: 'C-Corporation', fname: 'Lou', lname: 'Sax', adv: 'partner' },
  { name: 'Whiskey Co', type: 'S-Corporation', fname: 'Hal', lname: 'Orr', adv: 'staff', group: 'North' },
  {
    name: 'Victor Fund',
    type: 'Exempt Organization',
    fname: 'Eve',
    lname: 'Vance',
    adv: 'partner',
    group: 'South',
    deleted: true,
  },
  { name: 'Uniform LLC', type: 'Individual', fname: 'Jo', lname: 'Quinn', adv: 'staff' },
];

let f: {
  partner: string;
  staffId: string;
  partnerId: string;
  groupToken: string;
  groups: Record<string, string>;
  ids: Record<string, string>;
  owners: Record<string, string>;
  tags: Record<string, string>;
  foreign: string;
  foreignEntity: string;
};

beforeAll(async () => {
  const staff = uniqueEmail('ent-staff');
  const group = uniqueEmail('ent-group');
  const firm = await makeFirm({
    groups: ['North', 'South'],
    users: [
      ...directoryStaff(staff, group),
      ...entities.map((e) => ({
        email: uniqueEmail(e.fname.toLowerCase()),
        fname: e.fname,
        lname: e.lname,
        assigned_advisor: e.adv === 'partner' ? 'partner' : staff,
        firm_group: e.group,
        companies: [{ name: e.name, entity_type: e.type, inactive: e.inactive, deleted: e.deleted }],
      })),
    ],
  });
  const other = await makeFirm({
    users: [{ email: uniqueEmail('ent-other'), fname: 'Ola', lname: 'Other', companies: [{ name: 'Other Co' }] }],
  });
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  const companies = firm.users.flatMap((u) => u.companies.map((c) => ({ ...c, owner: u.id })));
  const ids = Object.fromEntries(companies.map((c) => [c.name, c.id]));
  // Entity tags, set through the API: VIP on Zulu and Whiskey, Audit on Whiskey and Yankee.
  const tags: Record<string, string> = {};
  for (const name of ['VIP', 'Audit']) {
    const res = await api('/firms/add_entity_tag', { token: partner, body: { new_tag: name } });
    tags[name] = res.body.tag.id;
  }
  const tag = async (entity: string, names: string[]) =>
    expect(
      (
        await api(`/companies/${ids[entity]}/update_tags`, {
          token: partner,
          body: { company_id: ids[entity], entity_tags: names.map((n) => tags[n]) },
        })
      ).status,
    ).toBe(200);
  await tag('Zulu Partners', ['VIP']);
  await tag('Whiskey Co', ['VIP', 'Audit']);
  await tag('Yankee Trust', ['Audit']);
  f = {
    partner,
    staffId: firm.users.find((u) => u.email === staff)!.id,
    partnerId: firm.users.find((u) => u.email === firm.partnerEmail)!.id,
    groupToken: (await signIn(group)).firebase_token,
    groups: firm.groups,
    ids,
    owners: Object.fromEntries(companies.map((c) => [c.name, c.owner])),
    tags,
    foreign: (await signIn(other.partnerEmail)).firebase_token,
    foreignEntity: other.users[1]!.companies[0]!.id,
  };
});

async function list(query: Record<string, string>, token = f.partner, extra = '') {
  const res = await api(`/v2/entities${extra}`, { token, query: { rows_per_page: '-1', ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { names: (res.body.entities ?? []).map((e: { name: string }) => e.name) as string[], total: res.body.total };
}

const created = ['Zulu Partners', 'Yankee Trust', 'Xray Inc', 'Whiskey Co', 'Uniform LLC'];
const byName = [...created].reverse();
const byType = ['Xray Inc', 'Uniform LLC', 'Zulu Partners', 'Whiskey Co', 'Yankee Trust'];
const byContact = ['Whiskey Co', 'Yankee Trust', 'Uniform LLC', 'Zulu Partners', 'Xray Inc'];
const tagsFilter = (...names: string[]) => names.map((n) => `selected_entity_tags_filter[]=${f.tags[n]}`).join('&');

describe('GET /v2/entities on the directory index', () => {
  it('sorts by each field both ways; the default is created_at descending', async () => {
    expect((await list({})).names).toEqual([...created].reverse());
    for (const [sort_by, order] of [
      ['created_at', created],
      ['name', byName],
      ['entity_type', byType],
      ['primary_contact', byContact],
    ] as const) {
      expect((await list({ sort_by, descending: 'false' })).names, sort_by).toEqual(order);
      expect((await list({ sort_by, descending: 'true' })).names, sort_by).toEqual([...order].reverse());
    }
  });

  it('lists a row with its primary contact, owners, firm user, group and tags', async () => {
    const res = await api('/v2/entities', { token: f.partner, query: { search_term: 'zulu' } });
    expect(res.body.entities).toEqual([
      {
        id: f.ids['Zulu Partners'],
        hash_id: expect.any(String),
        name: 'Zulu Partners',
        entity_type: 'Partnership',
        inactive: false,
        readonly_access: false,
        created_at: expect.any(String),
        deleted_at: null,
        primary_contact: { id: f.owners['Zulu Partners'], full_name: 'Kim Ray', email: expect.stringMatching(/^kim-/) },
        owners: [{ id: f.owners['Zulu Partners'], full_name: 'Kim Ray' }],
        owners_count: 1,
        assigned_advisor_id: f.partnerId,
        firm_group_id: f.groups.North,
        entity_tags: [{ id: f.tags.VIP, name: 'VIP' }],
      },
    ]);
  });

  it('filters by each filter and by two together, with exact totals', async () => {
    const asc = { sort_by: 'name', descending: 'false' };
    expect(await list({ ...asc, assigned_advisor_id: f.staffId })).toEqual({
      names: ['Uniform LLC', 'Whiskey Co', 'Yankee Trust'],
      total: 3,
    });
    expect(await list({ ...asc, entity_type: 'Trust' })).toEqual({ names: ['Yankee Trust'], total: 1 });
    expect(await list({ ...asc, entity_type: 's-corporation' })).toEqual({ names: ['Whiskey Co'], total: 1 });
    expect(await list({ ...asc, hide_inactives: 'true' })).toEqual({
      names: ['Uniform LLC', 'Whiskey Co', 'Xray Inc', 'Zulu Partners'],
      total: 4,
    });
    expect(await list({ ...asc, hide_actives: 'true' })).toEqual({ names: ['Yankee Trust'], total: 1 });
    expect(await list({ ...asc, hide_actives: 'true', hide_inactives: 'true' })).toEqual({ names: [], total: 0 });
    expect(await list({ ...asc, show_only_deleted: 'true' })).toEqual({ names: ['Victor Fund'], total: 1 });
    expect(await list({ ...asc, show_only_deleted: 'true', hide_actives: 'true' })).toEqual({ names: [], total: 0 });
    expect(await list({ ...asc, assigned_advisor_id: f.staffId, hide_inactives: 'true' })).toEqual({
      names: ['Uniform LLC', 'Whiskey Co'],
      total: 2,
    });
    expect(await list({ ...asc, assigned_advisor_id: f.staffId, entity_type: 'S-Corporation' })).toEqual({
      names: ['Whiskey Co'],
      total: 1,
    });
    // Firm roles come later: no entity has one, so the filter lists nothing (and refuses nothing).
    expect(await list({ firm_role_id: 'role1' })).toEqual({ names: [], total: 0 });
    expect(await list({ firm_role_user_id: f.staffId, firm_role_id: 'role1' })).toEqual({ names: [], total: 0 });
  });

  it('filters by entity tags: any of the selected ones, also with another filter', async () => {
    const asc = { sort_by: 'name', descending: 'false' };
    expect(await list(asc, f.partner, `?${tagsFilter('VIP')}`)).toEqual({
      names: ['Whiskey Co', 'Zulu Partners'],
      total: 2,
    });
    expect(await list(asc, f.partner, `?${tagsFilter('VIP', 'Audit')}`)).toEqual({
      names: ['Whiskey Co', 'Yankee Trust', 'Zulu Partners'],
      total: 3,
    });
    expect(await list({ ...asc, assigned_advisor_id: f.staffId }, f.partner, `?${tagsFilter('VIP')}`)).toEqual({
      names: ['Whiskey Co'],
      total: 1,
    });
    // The name repeated without brackets is a list too.
    const repeated = `?selected_entity_tags_filter=${f.tags.VIP}&selected_entity_tags_filter=${f.tags.Audit}`;
    expect((await list(asc, f.partner, repeated)).total).toBe(3);
    expect(await list({ ...asc, search_term: 'co' }, f.partner, `?${tagsFilter('Audit')}`)).toEqual({
      names: ['Whiskey Co'],
      total: 1,
    });
  });

  it('counts are exact, with and without filters', async () => {
    const count = async (query: Record<string, string>, extra = '') =>
      (await api(`/v2/entities${extra}`, { token: f.partner, query: { count: 'true', ...query } })).body;
    expect(await count({})).toEqual({ total: 5 });
    expect(await count({ assigned_advisor_id: f.partnerId })).toEqual({ total: 2 });
    expect(await count({ assigned_advisor_id: f.partnerId, hide_inactives: 'true' })).toEqual({ total: 2 });
    expect(await count({ show_only_deleted: 'true' })).toEqual({ total: 1 });
    expect(await count({}, `?${tagsFilter('VIP', 'Audit')}`)).toEqual({ total: 3 });
    expect(await count({ search_term: 'ray' })).toEqual({ total: 1 });
  });

  it('searches entity names and the primary owner’s names and email by word starts, with filters, sorted', async () => {
    expect(await list({ search_term: 'zul' })).toEqual({ names: ['Zulu Partners'], total: 1 });
    expect(await list({ search_term: 'kim' })).toEqual({ names: ['Zulu Partners'], total: 1 });
    expect(await list({ search_term: 'zulu ray' })).toEqual({ names: ['Zulu Partners'], total: 1 });
    expect(await list({ search_term: 'test', sort_by: 'name', descending: 'false' })).toEqual({
      names: byName,
      total: 5,
    });
    expect(await list({ search_term: 'example', assigned_advisor_id: f.staffId, sort_by: 'primary_contact' })).toEqual({
      names: ['Uniform LLC', 'Yankee Trust', 'Whiskey Co'],
      total: 3,
    });
    expect(await list({ search_term: 'victor' })).toEqual({ names: [], total: 0 });
    expect(await list({ search_term: 'victor', show_only_deleted: 'true' })).toEqual({
      names: ['Victor Fund'],
      total: 1,
    });
    expect(await list({ search_term: 'nobody' })).toEqual({ names: [], total: 0 });
  });

  it('pages: page 2, the last page, past the end, only_ids, -1 for all', async () => {
    const page = async (p: number, extra: Record<string, string> = {}) => {
      const res = await api('/v2/entities', {
        token: f.partner,
        query: { rows_per_page: '2', page: String(p), sort_by: 'name', descending: 'false', ...extra },
      });
      return {
        names: res.body.entities?.map((e: { name: string }) => e.name),
        ids: res.body.ids,
        total: res.body.total,
      };
    };
    expect(await page(1)).toMatchObject({ names: ['Uniform LLC', 'Whiskey Co'], total: 5 });
    expect(await page(2)).toMatchObject({ names: ['Xray Inc', 'Yankee Trust'], total: 5 });
    expect(await page(3)).toMatchObject({ names: ['Zulu Partners'], total: 5 });
    expect(await page(4)).toMatchObject({ names: [], total: 5 });
    expect(await page(2, { only_ids: 'true' })).toEqual({
      names: undefined,
      ids: [f.ids['Xray Inc'], f.ids['Yankee Trust']],
      total: 5,
    });
    expect(await page(2, { assigned_advisor_id: f.staffId })).toMatchObject({ names: ['Yankee Trust'], total: 3 });
    expect((await list({ sort_by: 'name', descending: 'false' })).names).toEqual(byName);
  });

  it('group-limited staff see only their group’s entities (their primary owner’s group)', async () => {
    expect(await list({ sort_by: 'name', descending: 'false' }, f.groupToken)).toEqual({
      names: ['Whiskey Co', 'Zulu Partners'],
      total: 2,
    });
    expect(await list({ search_term: 'test', sort_by: 'name', descending: 'false' }, f.groupToken)).toEqual({
      names: ['Whiskey Co', 'Zulu Partners'],
      total: 2,
    });
    expect(await list({ assigned_advisor_id: f.staffId }, f.groupToken)).toEqual({ names: ['Whiskey Co'], total: 1 });
    const byIds = await api(`/v2/entities/by_ids?ids[]=${f.ids['Zulu Partners']}&ids[]=${f.ids['Xray Inc']}`, {
      token: f.groupToken,
    });
    expect(byIds.body.entities.map((e: { name: string }) => e.name)).toEqual(['Zulu Partners']);
  });

  it('another firm sees none of these entities, even by their ids', async () => {
    expect(await list({}, f.foreign)).toEqual({ names: ['Other Co'], total: 1 });
    expect(await list({ assigned_advisor_id: f.staffId }, f.foreign)).toEqual({ names: [], total: 0 });
    expect(await list({ search_term: 'zulu' }, f.foreign)).toEqual({ names: [], total: 0 });
    const byIds = await api(`/v2/entities/by_ids?ids[]=${f.ids['Zulu Partners']}&ids[]=${f.foreignEntity}`, {
      token: f.foreign,
    });
    expect(byIds.body.entities.map((e: { name: string }) => e.name)).toEqual(['Other Co']);
    for (const path of [
      `/v2/entities/${f.ids['Victor Fund']}/restore_deleted_entity`,
      `/v2/entities/${f.ids['Zulu Partners']}/get_related_entities`,
    ]) {
      const res = await api(path, { token: f.foreign, method: path.endsWith('entity') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Zulu|Victor/);
    }
  });

  it('by_ids answers the firm’s entities in the ids’ order, the deleted too', async () => {
    const ids = [f.ids['Victor Fund'], 'nope', f.ids['Xray Inc']];
    const res = await api(`/v2/entities/by_ids?${ids.map((id) => `ids[]=${id}`).join('&')}`, { token: f.partner });
    expect(
      res.body.entities.map((e: { name: string; deleted_at: string | null }) => [e.name, Boolean(e.deleted_at)]),
    ).toEqual([
      ['Victor Fund', true],
      ['Xray Inc', false],
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `ids[]=x${i}`).join('&');
    expect((await api(`/v2/entities/by_ids?${tooMany}`, { token: f.partner })).status).toBe(400);
  });

  it('bad query values answer 400, not 500', async () => {
    for (const query of [
      ...badListQueries,
      { entity_type: 'x'.repeat(81) },
      { firm_role_id: '../x' },
      { selected_entity_tags_filter: 'a b' },
    ]) {
      const res = await api('/v2/entities', { token: f.partner, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await api('/v2/entities', { token: f.partner, query: { search_term: '#%$' } })).body.total).toBe(5);
  });
});

describe('restoring a deleted entity and the entity switcher', () => {
  it('restore_deleted_entity puts a deleted entity back in the lists; group-limited staff only their group’s', async () => {
    const group = uniqueEmail('restore-group');
    const firm = await makeFirm({
      groups: ['North'],
      users: [
        { email: group, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
        {
          email: uniqueEmail('r1'),
          fname: 'Ned',
          firm_group: 'North',
          companies: [{ name: 'North Co', deleted: true }],
        },
        { email: uniqueEmail('r2'), fname: 'Sal', companies: [{ name: 'Elsewhere Co', deleted: true }] },
      ],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const groupToken = (await signIn(group)).firebase_token;
    const [north, elsewhere] = [firm.users[2]!.companies[0]!.id, firm.users[3]!.companies[0]!.id];
    const restore = (id: string, token: string) =>
      api(`/v2/entities/${id}/restore_deleted_entity`, { token, method: 'POST' });
    expect((await restore(elsewhere, groupToken)).status).toBe(404);
    const done = await restore(north, groupToken);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ entity: { id: north, name: 'North Co', deleted_at: null } });
    expect((await restore(north, partner)).status).toBe(200);
    const names = async (query: Record<string, string>) =>
      (await api('/v2/entities', { token: partner, query })).body.entities.map((e: { name: string }) => e.name);
    expect(await names({})).toEqual(['North Co']);
    expect(await names({ show_only_deleted: 'true' })).toEqual(['Elsewhere Co']);
    expect((await restore('nope', partner)).status).toBe(404);
  });

  it('get_related_entities lists the other entities of the owners: 10 by name, a filter, the total', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Rel ${String.fromCharCode(65 + i)} Co`);
    const firm = await makeFirm({
      users: [
        {
          email: uniqueEmail('rel'),
          companies: [...names.map((name) => ({ name })), { name: 'Rel Gone Co', deleted: true }],
        },
        { email: uniqueEmail('rel-other'), companies: [{ name: 'Unrelated Co' }] },
      ],
    });
    const partner = (await signIn(firm.partnerEmail)).firebase_token;
    const first = firm.users[1]!.companies[0]!;
    const related = (query: Record<string, string> = {}) =>
      api(`/v2/entities/${first.id}/get_related_entities`, { token: partner, query });
    const all = await related();
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(11);
    expect(all.body.entities.map((e: { name: string }) => e.name)).toEqual(names.slice(1, 11));
    expect(all.body.entities[0]).toEqual({
      id: expect.any(String),
      hash_id: expect.any(String),
      name: 'Rel B Co',
      entity_type: 'Individual',
      inactive: false,
      readonly_access: false,
    });
    const filtered = await related({ search_term: 'rel l' });
    expect(filtered.body).toMatchObject({ total: 1, entities: [{ name: 'Rel L Co' }] });
    expect((await api(`/v2/entities/nope/get_related_entities`, { token: partner })).status).toBe(404);
  });
});
