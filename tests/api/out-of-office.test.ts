import { describe, expect, it } from 'vitest';
import { api, demoPassword, makeFirm, signIn, uniqueEmail } from '../support/api';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function setup(label: string) {
  const client = uniqueEmail(`${label}-client`);
  const advisor = uniqueEmail(`${label}-advisor`);
  const firm = await makeFirm({
    users: [
      { email: advisor, fname: 'Avery', lname: 'Away', password: demoPassword, is_advisor: true },
      {
        email: client,
        fname: 'Cal',
        lname: 'Client',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Cal Household' }],
      },
    ],
  });
  const partnerId = firm.users[0]!.id;
  const advisorId = firm.users.find((u) => u.email === advisor)!.id;
  const clientId = firm.users.find((u) => u.email === client)!.id;
  const company = firm.users.find((u) => u.email === client)!.companies[0]!;
  const partner = (await signIn(firm.partnerEmail)).firebase_token;
  const advisorToken = (await signIn(advisor)).firebase_token;
  const clientToken = (await signIn(client)).firebase_token;
  const conversationId = (
    await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: company.id } })
  ).body.conversation.id as string;
  const patch = (token: string, userId: string, body: Record<string, unknown>) =>
    api(`/out_of_office/${userId}`, { token, method: 'PATCH', body });
  return { firm, partnerId, advisorId, clientId, partner, advisorToken, clientToken, conversationId, patch };
}

describe('out of office', () => {
  it('shows the banner to the client and answers once per conversation per period', async () => {
    const s = await setup('ooo');
    const on = await s.patch(s.partner, s.partnerId, {
      out_of_office: true,
      out_of_office_message: 'Away until Monday; Fran covers urgent questions.',
      out_of_office_end: inDays(3),
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      message: 'Out of office updated',
      user_id: s.partnerId,
      out_of_office: {
        out_of_office: true,
        away_now: true,
        out_of_office_message: 'Away until Monday; Fran covers urgent questions.',
      },
    });
    expect((await api('/sessions/current_user', { token: s.partner })).body.user.out_of_office).toMatchObject({
      out_of_office: true,
      away_now: true,
    });

    const seen = await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken });
    expect(seen.body).toMatchObject({
      advisor_out_of_office: true,
      advisor_out_of_office_message: 'Away until Monday; Fran covers urgent questions.',
      advisor_out_of_office_name: 'Pat Partner',
    });

    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'Quick question' },
    });
    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'And another' },
    });
    const messages = (await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken })).body.messages as {
      text: string;
      is_auto_reply: boolean;
      user_id: string;
    }[];
    const replies = messages.filter((m) => m.is_auto_reply);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      text: 'Away until Monday; Fran covers urgent questions.',
      user_id: s.partnerId,
    });
    expect(messages.map((m) => m.text)).toEqual([
      'Quick question',
      'Away until Monday; Fran covers urgent questions.',
      'And another',
    ]);

    // Editing the message keeps the period; off and on again starts a new one, with a new reply.
    await s.patch(s.partner, s.partnerId, {
      out_of_office: true,
      out_of_office_message: 'Still away.',
      out_of_office_end: inDays(3),
    });
    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'Third' },
    });
    await s.patch(s.partner, s.partnerId, { out_of_office: false });
    expect(
      (await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken })).body.advisor_out_of_office,
    ).toBe(false);
    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'Fourth' },
    });
    await s.patch(s.partner, s.partnerId, { out_of_office: true, out_of_office_message: 'Away again.' });
    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'Fifth' },
    });
    const after = (await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken })).body.messages as {
      text: string;
      is_auto_reply: boolean;
    }[];
    expect(after.filter((m) => m.is_auto_reply).map((m) => m.text)).toEqual([
      'Away until Monday; Fran covers urgent questions.',
      'Away again.',
    ]);
  });

  it('a period that has not started yet shows no banner and sends no reply', async () => {
    const s = await setup('later');
    await s.patch(s.partner, s.partnerId, {
      out_of_office: true,
      out_of_office_message: 'Next week',
      out_of_office_start: inDays(2),
      out_of_office_end: inDays(5),
    });
    expect(
      (await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken })).body.advisor_out_of_office,
    ).toBe(false);
    await api('/conversations/send_message', {
      token: s.clientToken,
      body: { conversation_id: s.conversationId, text: 'Hi' },
    });
    expect(
      (
        (await api(`/v2/conversations/${s.conversationId}`, { token: s.clientToken })).body.messages as {
          is_auto_reply: boolean;
        }[]
      ).some((m) => m.is_auto_reply),
    ).toBe(false);
  });

  it('refuses bad periods, other people’s settings, clients and other firms', async () => {
    const s = await setup('refuse');
    const bad: [Record<string, unknown>, string][] = [
      [{ out_of_office: true }, 'Please enter an out of office message'],
      [{ out_of_office: true, out_of_office_message: '   ' }, 'Please enter an out of office message'],
      [
        {
          out_of_office: true,
          out_of_office_message: 'x',
          out_of_office_start: inDays(3),
          out_of_office_end: inDays(2),
        },
        'The end must be after the start',
      ],
      [
        { out_of_office: true, out_of_office_message: 'x', out_of_office_end: inDays(-1) },
        'The end must be in the future',
      ],
      [{ out_of_office: true, out_of_office_message: 'x', out_of_office_end: 'next tuesday' }, 'Invalid date'],
      [{ out_of_office: 'yes', out_of_office_message: 'x' }, 'out_of_office must be true or false'],
      [
        { out_of_office: true, out_of_office_message: 'x'.repeat(2001) },
        'The message can have at most 2000 characters',
      ],
    ];
    for (const [body, error] of bad) {
      const res = await s.patch(s.advisorToken, s.advisorId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect((await s.patch(s.advisorToken, s.partnerId, { out_of_office: false })).status).toBe(403);
    expect(
      (await s.patch(s.partner, s.advisorId, { out_of_office: true, out_of_office_message: 'Covering' })).status,
    ).toBe(200);
    expect((await s.patch(s.partner, s.clientId, { out_of_office: true, out_of_office_message: 'x' })).body.error).toBe(
      'Only firm users can be out of office',
    );
    expect((await s.patch(s.clientToken, s.clientId, { out_of_office: false })).status).toBe(403);
    const other = await makeFirm();
    expect(
      (await s.patch((await signIn(other.partnerEmail)).firebase_token, s.partnerId, { out_of_office: false })).status,
    ).toBe(404);
    expect(
      (await api(`/out_of_office/${s.partnerId}`, { method: 'PATCH', body: { out_of_office: false } })).status,
    ).toBe(401);
  });
});
