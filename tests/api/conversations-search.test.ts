import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

let tokens: Record<'partner' | 'annette' | 'bruno' | 'foreign', string>;
let zeldaId: string;
let partnerId: string;
let ids: Record<'annette' | 'bruno', string>;

beforeAll(async () => {
  const annette = uniqueEmail('search-annette');
  const bruno = uniqueEmail('search-bruno');
  const firm = await makeFirm({
    users: [
      {
        email: uniqueEmail('search-zelda'),
        fname: 'Zelda',
        lname: 'Quinn',
        is_advisor: true,
        firm_access: 'full',
        password: demoPassword,
      },
      {
        email: annette,
        fname: 'Annette',
        lname: 'Leeds',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Leeds Bakery Inc' }],
      },
      {
        email: bruno,
        fname: 'Bruno',
        lname: 'Álvarez',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Álvarez Household' }],
      },
    ],
  });
  zeldaId = firm.users.find((u) => u.email.includes('search-zelda'))!.id;
  partnerId = firm.users.find((u) => u.email === firm.partnerEmail)!.id;
  const foreign = await makeFirm({
    users: [
      {
        email: uniqueEmail('search-foreign'),
        fname: 'Annette',
        lname: 'Leeds',
        password: demoPassword,
        companies: [{ name: 'Leeds Bakery Inc' }],
      },
    ],
  });
  tokens = {
    partner: (await signIn(firm.partnerEmail)).firebase_token,
    annette: (await signIn(annette)).firebase_token,
    bruno: (await signIn(bruno)).firebase_token,
    foreign: (await signIn(foreign.partnerEmail)).firebase_token,
  };
  const companyOf = (email: string) => firm.users.find((u) => u.email === email)!.companies[0].id;
  ids = {
    annette: (
      await api('/conversations/get_client_conversation', {
        token: tokens.annette,
        query: { company_id: companyOf(annette) },
      })
    ).body.conversation.id,
    bruno: (
      await api('/conversations/get_client_conversation', {
        token: tokens.bruno,
        query: { company_id: companyOf(bruno) },
      })
    ).body.conversation.id,
  };
  await api('/conversations/get_client_conversation', {
    token: (await signIn(foreign.users[1].email)).firebase_token,
    query: { company_id: foreign.users[1].companies[0].id },
  });
});

const find = (token: string, search: string) =>
  api('/v2/conversations/find_conversations', { token, query: { search } });
const idsOf = (res: { body: { conversations: { id: string }[] } }) => res.body.conversations.map((c) => c.id);

describe('GET /v2/conversations/find_conversations', () => {
  it('finds staff the firm’s conversations by the start of participants’ and entities’ name words, accents and case aside', async () => {
    expect(idsOf(await find(tokens.partner, 'ann'))).toEqual([ids.annette]);
    expect(idsOf(await find(tokens.partner, 'BAKERY lee'))).toEqual([ids.annette]);
    expect(idsOf(await find(tokens.partner, 'alvarez'))).toEqual([ids.bruno]);
    // Both conversations have the partner in them.
    expect(new Set(idsOf(await find(tokens.partner, 'Pat')))).toEqual(new Set([ids.annette, ids.bruno]));
    const row = (await find(tokens.partner, 'leeds')).body.conversations[0];
    expect(row).toMatchObject({ client_names: ['Annette Leeds'], relevant_company_hash_id: expect.any(String) });
  });

  it('answers nothing for words that start no name, or for blank search', async () => {
    expect(idsOf(await find(tokens.partner, 'nette'))).toEqual([]);
    expect(idsOf(await find(tokens.partner, 'annette smith'))).toEqual([]);
    expect(idsOf(await find(tokens.partner, '  ,. '))).toEqual([]);
  });

  it('shows a client only their own conversations, and another firm nothing of this one', async () => {
    expect(idsOf(await find(tokens.bruno, 'leeds'))).toEqual([]);
    expect(idsOf(await find(tokens.bruno, 'alv'))).toEqual([ids.bruno]);
    const foreign = await find(tokens.foreign, 'leeds');
    expect(foreign.status).toBe(200);
    expect(idsOf(foreign)).not.toContain(ids.annette);
    expect(idsOf(foreign)).toHaveLength(1);
  });

  it('refuses a missing or huge search with a clear message, and a signed-out caller', async () => {
    const missing = await api('/v2/conversations/find_conversations', { token: tokens.partner });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Enter something to search for');
    const huge = await find(tokens.partner, 'x'.repeat(201));
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('Search is too long');
    expect((await api('/v2/conversations/find_conversations', { query: { search: 'a' } })).status).toBe(401);
  });

  it('follows participant changes: a staff member added in place is found by name, and one removed is not', async () => {
    expect(idsOf(await find(tokens.partner, 'zelda'))).toEqual([]);
    const add = await api('/conversations/update_conversation', {
      token: tokens.partner,
      body: { id: ids.bruno, advisor_ids: [partnerId, zeldaId], mode: 'existing' },
    });
    expect(add.status).toBe(200);
    expect(idsOf(await find(tokens.partner, 'zelda quinn'))).toEqual([ids.bruno]);
    await api('/conversations/update_conversation', {
      token: tokens.partner,
      body: { id: ids.bruno, advisor_ids: [partnerId], mode: 'existing' },
    });
    expect(idsOf(await find(tokens.partner, 'zelda'))).toEqual([]);
  });
});

describe('GET /v2/conversations/find_conversations by what the messages say', () => {
  const send = async (token: string, conversationId: string, text: string) => {
    const res = await api('/conversations/send_message', { token, body: { conversation_id: conversationId, text } });
    expect(res.status).toBe(200);
    return res.body.message.id as string;
  };

  it('finds a conversation by the words of its messages, K-1 as typed, and only the client’s own for a client', async () => {
    const payroll = await send(tokens.annette, ids.annette, 'Attached is the payroll summary; is my K-1 ready?');
    expect(payroll).toBeTruthy();
    expect(idsOf(await find(tokens.partner, 'payroll'))).toEqual([ids.annette]);
    expect(idsOf(await find(tokens.partner, 'K-1'))).toEqual([ids.annette]);
    expect(idsOf(await find(tokens.partner, 'k1 PAYR'))).toEqual([ids.annette]);
    // A name word and a message word together.
    expect(idsOf(await find(tokens.partner, 'bruno payroll'))).toEqual([]);
    expect(idsOf(await find(tokens.partner, 'annette payroll'))).toEqual([ids.annette]);
    // A client finds their own conversation by its messages, never another client's.
    expect(idsOf(await find(tokens.annette, 'payroll'))).toEqual([ids.annette]);
    expect(idsOf(await find(tokens.bruno, 'payroll'))).toEqual([]);
    // Another firm's search reads its own index only.
    expect(idsOf(await find(tokens.foreign, 'payroll'))).toEqual([]);
  });

  it('follows edits and deletions: words a message no longer has, or a deleted message’s words, stop matching', async () => {
    const edited = await send(tokens.bruno, ids.bruno, 'Question about the quarterly estimates');
    const deleted = await send(tokens.bruno, ids.bruno, 'Here is my W-2 from the brewery');
    expect(idsOf(await find(tokens.partner, 'quarterly'))).toEqual([ids.bruno]);
    expect(idsOf(await find(tokens.partner, 'brewery'))).toEqual([ids.bruno]);

    const edit = await api('/conversations/edit_message', {
      token: tokens.bruno,
      body: { message_id: edited, text: 'Question about the mileage log' },
    });
    expect(edit.status).toBe(200);
    expect(idsOf(await find(tokens.partner, 'quarterly'))).toEqual([]);
    expect(idsOf(await find(tokens.partner, 'mileage'))).toEqual([ids.bruno]);

    // Unsent (within 30 seconds) or deleted, the message reads 'This message was deleted' and is found by nothing.
    const del = await api('/conversations/delete_message', { token: tokens.bruno, body: { message_id: deleted } });
    expect(del.status).toBe(200);
    expect(idsOf(await find(tokens.partner, 'brewery'))).toEqual([]);
    expect(idsOf(await find(tokens.partner, 'w-2'))).toEqual([]);
    // Doing it again changes nothing.
    expect(
      (await api('/conversations/delete_message', { token: tokens.bruno, body: { message_id: deleted } })).status,
    ).toBe(200);
    expect(idsOf(await find(tokens.bruno, 'mileage'))).toEqual([ids.bruno]);
  });
});
