import { beforeAll, describe, expect, it } from 'vitest';
import { activityPageSize, activityText, activityType } from '@ledgerline/shared/activity-types';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/**
 * A firm with groups North and South: Casey (South) with an entity and a conversation she writes in, Nora
 * (North) with an entity, a group-limited staff member of North; and another firm with an entity.
 */
let t: Record<'partner' | 'casey' | 'north' | 'foreignPartner', string>;
let company: Record<'casey' | 'nora' | 'foreign', { id: string; hash_id: string; name: string }>;
let caseyId: string;
let startedAt: string;

const logs = (token: string | undefined, query: Record<string, string> = {}) =>
  api('/v2/activity_logs', { token, query });
type Line = {
  id: string;
  action: string;
  type_id: number;
  title: string;
  description: string;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  company_id: string | null;
  company_name: string | null;
  company_hash: string | null;
  questionnaire_id: string | null;
};
const actions = (lines: Line[]) => lines.map((l) => l.action);

beforeAll(async () => {
  startedAt = new Date().toISOString();
  const [casey, nora, northStaff] = ['act-casey', 'act-nora', 'act-north'].map(uniqueEmail);
  const firm = await makeFirm({
    groups: ['North', 'South'],
    // FA §2.2: the firm-wide log is read only while all-activities is on (tests/api/firm-flags.test.ts).
    preferences: { all_activities_enabled: true },
    users: [
      {
        email: northStaff!,
        fname: 'Nia',
        lname: 'North',
        is_advisor: true,
        firm_access: 'group',
        firm_group: 'North',
        password: demoPassword,
      },
      {
        email: casey!,
        fname: 'Casey',
        lname: 'Client',
        firm_group: 'South',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Casey Household' }],
      },
      {
        email: nora!,
        fname: 'Nora',
        lname: 'Nord',
        firm_group: 'North',
        password: demoPassword,
        companies: [{ name: 'Nora Farm' }],
      },
    ],
  });
  const foreign = await makeFirm({
    users: [{ email: uniqueEmail('act-foreign'), password: demoPassword, companies: [{ name: 'Foreign Co' }] }],
  });
  const companyOf = (f: typeof firm, email: string) => f.users.find((u) => u.email === email)!.companies[0]!;
  company = {
    casey: companyOf(firm, casey!),
    nora: companyOf(firm, nora!),
    foreign: companyOf(foreign, foreign.users[1]!.email),
  };
  caseyId = firm.users.find((u) => u.email === casey)!.id;
  t = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    casey: (await signIn(casey!)).firebase_token,
    north: (await signIn(northStaff!)).firebase_token,
    foreignPartner: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const conversation = await api('/conversations/get_client_conversation', {
    token: t.casey,
    query: { company_id: company.casey.id },
  });
  const sent = await api('/conversations/send_message', {
    token: t.casey,
    body: { conversation_id: conversation.body.conversation.id, text: 'Here are my receipts' },
  });
  expect(sent.status).toBe(200);
});

describe('GET /v2/activity_logs', () => {
  it('shows what staff and clients did, newest first: who, what, when and the entity', async () => {
    const res = await logs(t.partner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per_page: activityPageSize, page: 1 });
    const lines: Line[] = res.body.activities;
    expect(actions(lines).slice(0, 3)).toEqual(['message_sent', 'conversation_created', 'signed_in']);
    expect(lines[0]).toMatchObject({
      type_id: activityType.message,
      title: 'Message sent',
      user_id: caseyId,
      user_name: 'Casey Client',
      company_id: company.casey.id,
      company_name: 'Casey Household',
      company_hash: company.casey.hash_id,
      questionnaire_id: null,
    });
    expect(lines.find((l) => l.action === 'signed_in' && l.user_id === caseyId)).toMatchObject({
      type_id: activityType.security,
      user_name: 'Casey Client',
      company_id: null,
      company_name: null,
    });
    expect(lines.every((l) => l.created_at >= startedAt && l.created_at <= new Date().toISOString())).toBe(true);
    expect(lines.map((l) => l.created_at)).toEqual([...lines.map((l) => l.created_at)].sort().reverse());
    expect(res.body.total).toBe(lines.length);
    expect(JSON.stringify(res.body)).not.toMatch(/"ip"|request_id/);
  });

  it('narrows to an entity, a type, or both, with exact totals', async () => {
    const entity = await logs(t.partner, { company_id: company.casey.id });
    expect(actions(entity.body.activities)).toEqual(['message_sent', 'conversation_created']);
    expect(entity.body.total).toBe(2);

    const security = await logs(t.partner, { type_id: String(activityType.security) });
    expect(security.body.activities.map((l: Line) => [l.action, l.user_name])).toEqual([
      ['signed_in', 'Nia North'],
      ['signed_in', 'Casey Client'],
      ['signed_in', 'Pat Partner'],
    ]);
    expect(security.body.total).toBe(3);

    expect(
      (await logs(t.partner, { company_id: company.casey.id, type_id: String(activityType.message) })).body,
    ).toMatchObject({ total: 2 });
    expect(
      await logs(t.partner, { company_id: company.casey.id, type_id: String(activityType.security) }).then((r) => [
        r.body.total,
        r.body.activities,
      ]),
    ).toEqual([0, []]);
    expect((await logs(t.partner, { company_id: company.nora.id })).body).toMatchObject({ total: 0, activities: [] });
  });

  it('searches the title, description, who did it and the entity’s name, in any case', async () => {
    const byTitle = await logs(t.partner, { search: 'MESSAGE SENT' });
    expect([actions(byTitle.body.activities), byTitle.body.total]).toEqual([['message_sent'], 1]);
    const byEntity = await logs(t.partner, { search: 'casey household' });
    expect(actions(byEntity.body.activities)).toEqual(['message_sent', 'conversation_created']);
    const byPerson = await logs(t.partner, { search: 'casey client' });
    expect(actions(byPerson.body.activities)).toEqual(['message_sent', 'conversation_created', 'signed_in']);
    expect(byPerson.body.total).toBe(3);
    expect((await logs(t.partner, { search: 'receipts-nowhere' })).body).toMatchObject({ total: 0, activities: [] });
    expect(
      (await logs(t.partner, { search: 'sent', company_id: company.casey.id, type_id: String(activityType.message) }))
        .body.total,
    ).toBe(1);
  });

  it('lets group-limited staff read only an entity of their group, and asks them to choose one', async () => {
    expect((await logs(t.north, { company_id: company.nora.id })).status).toBe(200);
    expect((await logs(t.north, { company_id: company.casey.id })).status).toBe(404);
    const all = await logs(t.north);
    expect(all.status).toBe(403);
    expect(all.body.error).toBe(activityText.chooseEntity);
    expect((await logs(t.north, { questionnaire_id: 'q1' })).status).toBe(403);
  });

  it('offers group-limited staff their group’s entities to choose from, and no one else a list', async () => {
    const entities = (token: string | undefined) => api('/v2/activity_logs/entities', { token });
    const north = await entities(t.north);
    expect(north.status).toBe(200);
    expect(north.body).toEqual({
      entities: [{ id: company.nora.id, name: 'Nora Farm', hash_id: company.nora.hash_id }],
      total: 1,
    });
    // Each one listed opens: the log of that entity.
    expect((await logs(t.north, { company_id: north.body.entities[0].id })).status).toBe(200);
    expect((await entities(t.partner)).body).toEqual({ entities: [], total: 0 });
    expect((await entities(t.casey)).status).toBe(403);
    expect((await entities(undefined)).status).toBe(401);
  });

  it('offers a group’s entities only: every client of the group, none of another group’s or of clients in no group', async () => {
    const [staff, ann, ben, sam, nobody] = ['grp-staff', 'grp-ann', 'grp-ben', 'grp-sam', 'grp-none'].map(uniqueEmail);
    await makeFirm({
      groups: ['North', 'South'],
      users: [
        { email: staff!, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
        { email: ann!, firm_group: 'North', companies: [{ name: 'Ann Orchard' }, { name: 'Ann Bakery' }] },
        { email: ben!, firm_group: 'North', companies: [{ name: 'Ben Garage' }] },
        { email: sam!, firm_group: 'South', companies: [{ name: 'Sam Dairy' }] },
        { email: nobody!, companies: [{ name: 'Nobody Inn' }] },
      ],
    });
    const token = (await signIn(staff!)).firebase_token;
    const offered = await api('/v2/activity_logs/entities', { token });
    expect(offered.status).toBe(200);
    expect(offered.body.entities.map((e: { name: string }) => e.name)).toEqual([
      'Ann Bakery',
      'Ann Orchard',
      'Ben Garage',
    ]);
    expect(offered.body.total).toBe(3);
    const narrowed = await api('/v2/activity_logs/entities', { token, query: { search_term: 'ann' } });
    expect(narrowed.body.entities.map((e: { name: string }) => e.name)).toEqual(['Ann Bakery', 'Ann Orchard']);
  });

  it('keeps firms apart: another firm’s entity is not found, its lines are never shown', async () => {
    const foreign = await logs(t.partner, { company_id: company.foreign.id });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Foreign Co');
    const theirs = await logs(t.foreignPartner);
    expect(JSON.stringify(theirs.body)).not.toMatch(/Casey|receipts/);
    expect((await logs(t.partner, { questionnaire_id: 'someone-elses' })).body).toMatchObject({
      total: 0,
      activities: [],
    });
  });

  it('refuses clients (403) and signed-out callers (401)', async () => {
    expect((await logs(t.casey)).status).toBe(403);
    expect((await logs(undefined)).status).toBe(401);
  });

  it.each([
    [{ type_id: '99' }, 'Unknown activity type'],
    [{ per_page: '0' }, undefined],
    [{ per_page: '101' }, undefined],
    [{ page: '-1' }, 'Invalid page'],
    [{ page: 'x' }, 'Invalid page'],
    [{ company_id: '../x' }, 'Invalid id'],
    [{ search: 'x'.repeat(201) }, 'Search is too long'],
  ])('answers 400 for %o', async (query, message) => {
    const res = await logs(t.partner, query);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
  });
});

describe('paging the activity log', () => {
  let token: string;
  let companyId: string;
  const messages = 40;

  beforeAll(async () => {
    const client = uniqueEmail('act-pages');
    const firm = await makeFirm({
      preferences: { all_activities_enabled: true },
      users: [
        {
          email: client,
          fname: 'Paige',
          lname: 'Pager',
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: 'Paige Co' }],
        },
      ],
    });
    token = (await signIn(firm.partnerEmail)).firebase_token;
    const clientToken = (await signIn(client)).firebase_token;
    companyId = firm.users.find((u) => u.email === client)!.companies[0]!.id;
    const conversation = (
      await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: companyId } })
    ).body.conversation.id;
    for (let i = 0; i < messages; i++) {
      expect(
        (
          await api('/conversations/send_message', {
            token: clientToken,
            body: { conversation_id: conversation, text: `Note ${i}` },
          })
        ).status,
      ).toBe(200);
    }
  });

  it('answers 32 lines a page by default with the exact total; page 0 is page 1', async () => {
    const total = messages + 3; // two sign-ins and the conversation started
    const first = await logs(token);
    expect(first.body).toMatchObject({ total, per_page: 32, page: 1 });
    expect(first.body.activities).toHaveLength(32);
    const zero = await logs(token, { page: '0' });
    expect(zero.body.activities.map((l: Line) => l.id)).toEqual(first.body.activities.map((l: Line) => l.id));
    const second = await logs(token, { page: '2' });
    expect(second.body).toMatchObject({ total, page: 2 });
    expect(second.body.activities).toHaveLength(total - 32);
    const ids = [...first.body.activities, ...second.body.activities].map((l: Line) => l.id);
    expect(new Set(ids).size).toBe(total);
    expect((await logs(token, { page: '3' })).body).toMatchObject({ total, activities: [] });
  });

  it('pages the same lines in any page size, and within a type or an entity', async () => {
    const all = (await logs(token, { per_page: '100' })).body.activities.map((l: Line) => l.id);
    const third = await logs(token, { per_page: '10', page: '3' });
    expect(third.body.activities.map((l: Line) => l.id)).toEqual(all.slice(20, 30));

    const messagePage = await logs(token, { type_id: String(activityType.message), per_page: '15', page: '3' });
    expect(messagePage.body).toMatchObject({ total: messages + 1, per_page: 15, page: 3 });
    expect(messagePage.body.activities).toHaveLength(messages + 1 - 30);
    const entityPage = await logs(token, {
      company_id: companyId,
      type_id: String(activityType.message),
      per_page: '15',
      page: '2',
    });
    expect(entityPage.body.total).toBe(messages + 1);
    expect(entityPage.body.activities.map((l: Line) => l.id)).toEqual(all.slice(15, 30));

    const searched = await logs(token, { search: 'message sent', per_page: '25', page: '2' });
    expect(searched.body).toMatchObject({ total: messages });
    expect(searched.body.activities).toHaveLength(messages - 25);
  });
});

describe('what an activity line shows', () => {
  it('names a message by the start of its words and the entity by its name, never by ids', async () => {
    const client = uniqueEmail('act-words');
    const firm = await makeFirm({
      users: [
        {
          email: client,
          fname: 'Wendy',
          lname: 'Words',
          password: demoPassword,
          assigned_advisor: 'partner',
          companies: [{ name: 'Words Family Trust' }],
        },
      ],
    });
    const token = (await signIn(firm.partnerEmail)).firebase_token;
    const clientToken = (await signIn(client)).firebase_token;
    const companyId = firm.users.find((u) => u.email === client)!.companies[0]!.id;
    const conversation = (
      await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: companyId } })
    ).body.conversation.id;
    const long = `Please find my payroll summary attached ${'and more '.repeat(20)}`;
    const sent = await api('/conversations/send_message', {
      token: clientToken,
      body: { conversation_id: conversation, text: long },
    });
    expect(sent.status).toBe(200);
    const edited = await api('/conversations/edit_message', {
      token: clientToken,
      body: { message_id: sent.body.message.id, text: 'Is my K-1 ready?' },
    });
    expect(edited.status).toBe(200);

    const lines: Line[] = (await logs(token, { company_id: companyId })).body.activities;
    const byAction = (action: string) => lines.find((l) => l.action === action)!;
    expect(byAction('message_edited')).toMatchObject({
      description: '“Is my K-1 ready?”',
      company_name: 'Words Family Trust',
      user_name: 'Wendy Words',
    });
    const sentLine = byAction('message_sent');
    expect(sentLine.description).toMatch(/^“Please find my payroll summary attached and more .*…”$/);
    expect(sentLine.description.length).toBeLessThanOrEqual(84);
    expect(sentLine.company_name).toBe('Words Family Trust');
    expect(JSON.stringify(lines)).not.toContain(sent.body.message.id);
  });
});
