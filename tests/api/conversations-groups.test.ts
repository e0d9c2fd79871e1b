import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

/** A firm with groups North and South, a client in each, a group-limited user of North and one with no group. */
let t: Record<'partner' | 'north' | 'nogroup', string>;
let conv: Record<'north' | 'south', string>;
let company: Record<'north' | 'south', string>;

beforeAll(async () => {
  const [northStaff, nogroup, northClient, southClient] = [
    'grp-north-staff',
    'grp-none',
    'grp-north-client',
    'grp-south-client',
  ].map(uniqueEmail);
  const firm = await makeFirm({
    preferences: { has_firm_groups: true },
    groups: ['North', 'South'],
    users: [
      { email: northStaff!, is_advisor: true, firm_access: 'group', firm_group: 'North', password: demoPassword },
      { email: nogroup!, is_advisor: true, firm_access: 'group', password: demoPassword },
      {
        email: northClient!,
        fname: 'Nora',
        lname: 'North',
        firm_group: 'North',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Nora Household' }],
      },
      {
        email: southClient!,
        fname: 'Sid',
        lname: 'South',
        firm_group: 'South',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Sid Household' }],
      },
    ],
  });
  t = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    north: (await signIn(northStaff!)).firebase_token,
    nogroup: (await signIn(nogroup!)).firebase_token,
  };
  const companyOf = (email: string) => firm.users.find((u) => u.email === email)!.companies[0]!.id;
  company = { north: companyOf(northClient!), south: companyOf(southClient!) };
  const start = async (email: string, companyId: string) =>
    (
      await api('/conversations/get_client_conversation', {
        token: (await signIn(email)).firebase_token,
        query: { company_id: companyId },
      })
    ).body.conversation.id as string;
  conv = { north: await start(northClient!, company.north), south: await start(southClient!, company.south) };
});

describe('group-limited firm users and conversations', () => {
  it('open the conversations of their group’s clients, and get 404 for the others', async () => {
    expect((await api(`/v2/conversations/${conv.north}`, { token: t.north })).status).toBe(200);
    const south = await api(`/v2/conversations/${conv.south}`, { token: t.north });
    expect(south.status).toBe(404);
    expect(JSON.stringify(south.body)).not.toContain('Sid');
    expect((await api(`/v2/conversations/${conv.north}`, { token: t.nogroup })).status).toBe(404);
    expect((await api(`/v2/conversations/${conv.south}`, { token: t.partner })).status).toBe(200);
  });

  it('see only their group’s entities’ conversations, and not the whole firm’s list', async () => {
    expect(
      (
        await api('/conversations/company_conversations', { token: t.north, query: { company_id: company.north } })
      ).body.conversations.map((c: { id: string }) => c.id),
    ).toEqual([conv.north]);
    expect(
      (await api('/conversations/company_conversations', { token: t.north, query: { company_id: company.south } }))
        .status,
    ).toBe(404);
    expect((await api('/v2/conversations', { token: t.north, query: { company_id: company.south } })).status).toBe(404);
    const all = await api('/v2/conversations', { token: t.north });
    expect(all.status).toBe(200);
    expect(all.body.conversations.map((c: { id: string }) => c.id)).not.toContain(conv.south);
    const partnerAll = (await api('/v2/conversations', { token: t.partner })).body.conversations.map(
      (c: { id: string }) => c.id,
    );
    expect(partnerAll).toEqual(expect.arrayContaining([conv.north, conv.south]));
  });

  it('find only what they may open', async () => {
    const found = (search: string, token = t.north) =>
      api('/v2/conversations/find_conversations', { token, query: { search } }).then((r) =>
        r.body.conversations.map((c: { id: string }) => c.id),
      );
    expect(await found('nora')).toEqual([conv.north]);
    expect(await found('sid')).toEqual([]);
    expect(await found('sid', t.partner)).toEqual([conv.south]);
  });

  it('cannot join or send in another group’s conversation', async () => {
    expect((await api('/conversations/join', { token: t.north, body: { conversation_id: conv.south } })).status).toBe(
      404,
    );
    expect(
      (await api('/conversations/send_message', { token: t.north, body: { conversation_id: conv.south, text: 'hi' } }))
        .status,
    ).toBe(404);
    expect((await api('/conversations/join', { token: t.north, body: { conversation_id: conv.north } })).status).toBe(
      200,
    );
    expect(
      (
        await api('/conversations/send_message', {
          token: t.north,
          body: { conversation_id: conv.north, text: 'Hello Nora' },
        })
      ).status,
    ).toBe(200);
  });
});
