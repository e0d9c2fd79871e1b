import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, demoPassword, makeFirm, mailTo, signIn, uniqueEmail, waitForMail } from '../support/api';

/** A firm whose client (assigned to the partner) has a conversation; answers the tokens and ids. */
async function firmWithConversation(label: string) {
  const client = uniqueEmail(`${label}-client`);
  const advisor = uniqueEmail(`${label}-advisor`);
  const firm = await makeFirm({
    firm_name: `${label} Firm`,
    users: [
      { email: advisor, password: demoPassword, is_advisor: true },
      {
        email: client,
        fname: 'Nell',
        lname: 'Notified',
        password: demoPassword,
        assigned_advisor: 'partner',
        companies: [{ name: 'Notified Household' }],
      },
    ],
  });
  const company = firm.users.find((u) => u.email === client)!.companies[0];
  const clientToken = (await signIn(client)).firebase_token;
  const partnerToken = (await signIn(firm.partnerEmail)).firebase_token;
  const advisorToken = (await signIn(advisor)).firebase_token;
  const conversation = (
    await api('/conversations/get_client_conversation', { token: clientToken, query: { company_id: company.id } })
  ).body.conversation;
  const say = (text: string) =>
    api('/conversations/send_message', { token: clientToken, body: { conversation_id: conversation.id, text } });
  return { firm, company, clientToken, partnerToken, advisorToken, conversationId: conversation.id as string, say };
}

const feed = (token: string, query: Record<string, string> = {}) =>
  api('/advisors/get_paginated_notifications', { token, query });

describe('notifications: a client’s message tells the firm users of the conversation', () => {
  it('raises one notification with its text, client name, link and type, counted as unread', async () => {
    const f = await firmWithConversation('notify');
    expect((await f.say('Here is my W-2')).status).toBe(200);

    const all = await api('/advisors/get_all_notifications', { token: f.partnerToken });
    expect(all.status).toBe(200);
    expect(all.body.unread_count).toBe(1);
    expect(all.body.notifications).toEqual([
      expect.objectContaining({
        text: 'New message from Nell Notified',
        client_name: 'Notified Household',
        link: `/admin/${f.company.hash_id}/messages/${f.conversationId}`,
        dismissed: false,
        type: 8,
        company_id: f.company.id,
      }),
    ]);
    // Not a member of the conversation and not the assigned firm user: told nothing.
    expect((await api('/advisors/get_all_notifications', { token: f.advisorToken })).body.unread_count).toBe(0);
  });

  it('pages the feed with search, unread-only and type filters and exact totals', async () => {
    const f = await firmWithConversation('feed');
    for (let i = 0; i < 5; i++) expect((await f.say(`Message ${i}`)).status).toBe(200);

    const first = await feed(f.partnerToken, { page: '1', per_page: '2' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, unread_count: 5, page: 1, per_page: 2 });
    expect(first.body.notifications).toHaveLength(2);
    const third = await feed(f.partnerToken, { page: '3', per_page: '2' });
    expect(third.body.notifications).toHaveLength(1);
    // Newest first, no row twice.
    const ids = [
      ...first.body.notifications,
      ...(await feed(f.partnerToken, { page: '2', per_page: '2' })).body.notifications,
      ...third.body.notifications,
    ].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort().reverse()).toEqual(ids);
    // The screens may send their first page as 0.
    expect((await feed(f.partnerToken, { page: '0', per_page: '2' })).body.notifications[0].id).toBe(ids[0]);

    expect((await feed(f.partnerToken, { type: '8' })).body.total).toBe(5);
    expect((await feed(f.partnerToken, { type: '2' })).body).toMatchObject({ total: 0, notifications: [] });
    expect((await feed(f.partnerToken, { search: 'notified household' })).body.total).toBe(5);
    expect((await feed(f.partnerToken, { search: 'nobody by this name' })).body).toMatchObject({
      total: 0,
      notifications: [],
    });
    expect((await feed(f.partnerToken, { page: '9' })).body).toMatchObject({ total: 5, notifications: [] });

    await api('/advisors/dismiss_notification/', { token: f.partnerToken, query: { id: ids[0] } });
    expect((await feed(f.partnerToken, { is_unread_only: 'true' })).body).toMatchObject({ total: 4, unread_count: 4 });
    expect((await feed(f.partnerToken, { is_unread_only: 'true', type: '8' })).body.total).toBe(4);
    expect((await feed(f.partnerToken, { is_unread_only: 'true', search: 'nell' })).body.total).toBe(4);
    expect((await feed(f.partnerToken)).body.total).toBe(5);
  });

  it('dismisses one (twice is harmless) and then all', async () => {
    const f = await firmWithConversation('dismiss');
    for (let i = 0; i < 3; i++) await f.say(`Question ${i}`);
    const [first] = (await feed(f.partnerToken)).body.notifications;

    const once = await api('/advisors/dismiss_notification/', { token: f.partnerToken, query: { id: first.id } });
    expect(once.status).toBe(200);
    expect(once.body).toEqual({ message: 'Notification dismissed', dismissed: 1 });
    expect(
      (await api('/advisors/dismiss_notification', { token: f.partnerToken, query: { id: first.id } })).body.dismissed,
    ).toBe(0);
    const after = await feed(f.partnerToken);
    expect(after.body.unread_count).toBe(2);
    expect(after.body.notifications.find((n: { id: string }) => n.id === first.id).dismissed).toBe(true);

    const all = await api('/advisors/dismiss_all_notifications', { token: f.partnerToken });
    expect(all.body).toEqual({ message: 'All notifications dismissed', dismissed: 2 });
    expect((await api('/advisors/get_all_notifications', { token: f.partnerToken })).body).toEqual({
      notifications: [],
      unread_count: 0,
    });
    expect((await api('/advisors/dismiss_all_notifications', { token: f.partnerToken })).body.dismissed).toBe(0);
  });

  it('refuses other people’s notifications, clients, strangers and bad input', async () => {
    const f = await firmWithConversation('refuse');
    await f.say('Hello');
    const [mine] = (await feed(f.partnerToken)).body.notifications;
    const other = await makeFirm();
    const otherToken = (await signIn(other.partnerEmail)).firebase_token;

    // Another user of the same firm, another firm: as if it did not exist.
    expect(
      (await api('/advisors/dismiss_notification/', { token: f.advisorToken, query: { id: mine.id } })).status,
    ).toBe(404);
    expect((await api('/advisors/dismiss_notification/', { token: otherToken, query: { id: mine.id } })).status).toBe(
      404,
    );
    expect((await feed(f.partnerToken)).body.unread_count).toBe(1);
    expect(
      (await api('/advisors/dismiss_notification/', { token: f.partnerToken, query: { id: 'not-an-id' } })).status,
    ).toBe(404);
    expect((await api('/advisors/dismiss_notification/', { token: f.partnerToken })).status).toBe(400);

    expect((await feed(f.clientToken)).status).toBe(403);
    expect((await api('/advisors/get_all_notifications', { token: f.clientToken })).status).toBe(403);
    expect((await api('/advisors/get_all_notifications')).status).toBe(401);
    for (const query of [
      { type: '99' },
      { page: '-1' },
      { per_page: '0' },
      { per_page: '500' },
      { search: 'x'.repeat(201) },
    ] as Record<string, string>[]) {
      const res = await feed(f.partnerToken, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });
});

describe('notifications arrive on the user’s realtime channel', () => {
  it('a new notification reaches the open channel of the firm user, without a reload', async () => {
    const f = await firmWithConversation('live');
    const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/_ws?token=${encodeURIComponent(f.partnerToken)}`);
    const received: { type: string; notification?: { text: string } }[] = [];
    ws.on('message', (d) => received.push(JSON.parse(String(d))));
    await new Promise<void>((ok, fail) => ws.once('open', () => ok()).once('error', fail));
    try {
      await f.say('Are you there?');
      const until = Date.now() + 5000;
      while (!received.some((m) => m.type === 'newNotifications') && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      expect(received.find((m) => m.type === 'newNotifications')?.notification?.text).toBe(
        'New message from Nell Notified',
      );
    } finally {
      ws.close();
    }
  });
});

describe('the daily notification email', () => {
  it('on demand, mails the caller what the portal told them in the last day, and nothing when there is nothing', async () => {
    const f = await firmWithConversation('digest');
    const advisorEmail = f.firm.users.find((u) => u.email.startsWith('digest-advisor'))!.email;
    const empty = await api('/advisors/send_daily_notification', { token: f.advisorToken, method: 'POST' });
    expect(empty.body).toEqual({ message: 'No new notifications in the last day', count: 0 });
    expect(await mailTo(advisorEmail)).toHaveLength(0);

    await f.say('Tax docs attached');
    await f.say('One more thing');
    const res = await api('/advisors/send_daily_notification', { token: f.partnerToken, method: 'POST' });
    expect(res.body).toEqual({ message: 'Daily notification sent', count: 2 });
    const mail = await waitForMail(f.firm.partnerEmail, (m) => m.subject.includes('new notifications'));
    expect(mail.subject).toBe('digest Firm: 2 new notifications today');
    expect(mail.text).toContain('New message from Nell Notified (Notified Household)');
    expect(mail.text).toContain(`/admin/${f.company.hash_id}/messages/${f.conversationId}`);
    expect((await api('/advisors/send_daily_notification', { token: f.clientToken, method: 'POST' })).status).toBe(403);
  });
});
